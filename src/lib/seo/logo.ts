/**
 * The Organization logo of the structured data. The site has no logo file (the header's
 * wordmark is inline SVG in components/ui/Logo.tsx), so the build writes the brand mark of
 * that wordmark, square and without the text (no web font to depend on), to
 * public/logo.svg. Google asks for a crawlable image of at least 112×112 px; SVG is one
 * of the formats it accepts. Keep the shapes in step with Logo.tsx.
 */
import { site } from "../../config/site"

export const ORGANIZATION_LOGO_PATH = "/logo.svg"

export const organizationLogoSvg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 2 28 28">',
  `<title>${site.name}</title>`,
  '<rect x="0" y="2" width="28" height="28" rx="9" fill="#E8365F"/>',
  '<path d="M9 22V10h6.2c2.9 0 4.6 1.5 4.6 3.9 0 1.8-1 3.1-2.7 3.6l3 4.5h-3.3l-2.6-4.1H12V22H9Zm3-6.6h3c1.2 0 1.9-.6 1.9-1.5 0-1-.7-1.5-1.9-1.5h-3v3Z" fill="#fff"/>',
  "</svg>",
  "",
].join("\n")
