/**
 * The footer's columns (SPEC 2.8). Apart from the navigation's menus (config/navigation.ts):
 * the footer's code and links load when it nears the viewport (slices/site-footer.tsx), so
 * they are not part of every page's first-load JavaScript.
 */
import { site } from "./site"
import { externalLinks } from "./external-links"
import { industriesMenu, productMenu, resourcesMenu, type MenuItem } from "./navigation"
import { networkCrmPath, officeSuiteCrmPath } from "./navigation-links"

export interface FooterColumn {
  heading: string
  links: MenuItem[]
}

export const footerColumns: FooterColumn[] = [
  {
    heading: "Product",
    links: [...productMenu.items.slice(0, 8), { label: "Pricing", url: "/pricing" }, { label: "Browser extension", url: externalLinks.browserExtension }],
  },
  { heading: "Industries", links: [...industriesMenu.items, { label: "CRM for agencies", url: "/industries/crm-agencies" }] },
  {
    heading: `${site.name} x ${site.searchProviderName}`,
    links: [
      { label: `${site.officeSuite} CRM`, url: officeSuiteCrmPath },
      { label: `${site.networkName} CRM`, url: networkCrmPath },
      { label: "Small business CRM", url: "/small-business-crm" },
    ],
  },
  {
    heading: "Integrations",
    links: [
      { label: "All integrations", url: "/integrations" },
      { label: "Aircall", url: "/integrations/aircall" },
      { label: "PandaDoc", url: "/integrations/pandadoc" },
      { label: "Slack", url: "/integrations/slack" },
      { label: "QuickBooks", url: "/integrations/quickbooks" },
      { label: "DocuSign", url: "/integrations/docusign" },
    ],
  },
  {
    heading: "Resources",
    links: [
      ...resourcesMenu.items.slice(0, 5),
      { label: "Thank-you note generator", url: "/resources/thank-you-cards-for-customers" },
      { label: "Free tools", url: "/resources/tools" },
      { label: "Compare CRMs", url: "/compare" },
      { label: `${site.name} CRM playbook`, url: `/${site.slug}-crm-playbook` },
      { label: "Lead gen playbook", url: "/lead-gen-playbook" },
      { label: "Help Center", url: externalLinks.helpCenter },
      { label: "Developer API", url: externalLinks.developerApi },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About", url: "/about" },
      { label: "Careers", url: externalLinks.careers },
      { label: "Press", url: "/press" },
      { label: "Partners", url: "/partners" },
      { label: "Contact", url: "/contact" },
      { label: "Trust center", url: externalLinks.trustCenter },
      { label: "Privacy", url: "/privacy" },
      { label: "Terms", url: "/terms" },
      { label: "Cookies", url: "/cookies" },
    ],
  },
]
