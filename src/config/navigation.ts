/**
 * The menus of the default navigation (SPEC 2.4); the footer's columns are in footer.ts, and
 * the links between the dropdowns, which every page's shell reads, in navigation-links.ts.
 * Labels are the spec's; the office suite and network come from site.ts.
 */
import { site } from "./site"
import { externalLinks } from "./external-links"
import { officeSuiteCrmPath } from "./navigation-links"

export interface MenuItem {
  label: string
  url: string
  description?: string
  /** Column 1–3 in the desktop dropdown. */
  colPos?: 1 | 2 | 3
}

export interface Menu {
  tag: string
  label: string
  heading?: string
  items: MenuItem[]
  /** Defined but not rendered (SPEC 2.4: Company). */
  hidden?: boolean
}

export const productMenu: Menu = {
  tag: "features",
  label: "Features",
  items: [
    { label: "Organize contacts", url: "/manage-contacts", description: "Every client, conversation and file in one place", colPos: 1 },
    { label: "Track deals", url: "/track-leads", description: "Pipelines with AI flags and alerts", colPos: 1 },
    { label: "Manage projects", url: "/manage-projects", description: "Turn won deals into projects", colPos: 1 },
    { label: "Elevate emails", url: "/marketing-tools", description: "Series, templates and Rekindle emails", colPos: 2 },
    { label: "Automate tasks", url: "/automate-sales", description: "Workflows that follow up for you", colPos: 2 },
    { label: "Get reports", url: "/sales-reporting", description: "Custom reports on what matters", colPos: 2 },
    { label: "Integrate apps", url: "/integrations", description: "Connect the tools you already use", colPos: 3 },
    { label: "Mobile app", url: "/mobile-crm", description: "Calls and texts logged automatically", colPos: 3 },
    { label: `${site.officeSuite} CRM`, url: officeSuiteCrmPath, description: "Built into Gmail, Calendar and Drive", colPos: 3 },
  ],
}

export const industriesMenu: Menu = {
  tag: "industries",
  label: "Industries",
  heading: `${site.name} for`,
  items: [
    { label: "Agencies", url: "/industries/agency-crm", colPos: 1 },
    { label: "Consultants and coaches", url: "/industries/consulting-crm", colPos: 1 },
    { label: "Construction", url: "/industries/construction-crm", colPos: 1 },
    { label: "Creators and media", url: "/industries/media-crm", colPos: 2 },
    { label: "Financial services", url: "/industries/financial-services-crm", colPos: 2 },
    { label: "Commercial production", url: "/industries/commercial-production-crm", colPos: 2 },
    { label: "Corporate development", url: "/industries/corporate-development-crm", colPos: 3 },
    { label: "Software and technology", url: "/industries/software-technology-crm", colPos: 3 },
  ],
}

export const resourcesMenu: Menu = {
  tag: "resources",
  label: "Resources",
  items: [
    { label: "Blog", url: "/resources", colPos: 1 },
    { label: "Webinars", url: "/webinars", colPos: 1 },
    { label: "Guides and eBooks", url: "/resources/books-guides", colPos: 1 },
    { label: "CRM 101", url: "/resources/crm-101", colPos: 2 },
    { label: "Customer stories", url: "/resources/case-studies", colPos: 2 },
    { label: "Help Center", url: externalLinks.helpCenter, colPos: 3 },
    { label: "Developer API", url: externalLinks.developerApi, colPos: 3 },
  ],
}

export const companyMenu: Menu = {
  tag: "company",
  label: "Company",
  hidden: true,
  items: [
    { label: "About", url: "/about" },
    { label: "Careers", url: externalLinks.careers },
    { label: "Press", url: "/press" },
    { label: "Partners", url: "/partners" },
    { label: "Contact", url: "/contact" },
  ],
}
