/**
 * The check that keeps the Content-Security-Policy and the built pages in step: every
 * executable inline script of a page must be allowed by one of the policy's hashes. The
 * plugin runs it on every page a build writes (gatsby-node.ts, onPostBuild), against the
 * header rules gatsby-config passes it as the option `headers` (the rules it sends); a script
 * nobody listed stops the build instead of being blocked in visitors' browsers. Pure.
 *
 * The hashes are computed here, as browsers compute them, not with the function that wrote
 * the policy (src/lib/security/headers.ts): a check that shared the code it checks would
 * agree with it whatever it did.
 */
import { createHash } from "node:crypto"
import type { GatsbyConfig } from "gatsby"

/** A header rule as gatsby-config's `headers` holds it (Gatsby's own type). */
export type HeaderRule = NonNullable<GatsbyConfig["headers"]>[number]

/** The CSP source expression of an inline script's text: 'sha256-…' of its UTF-8 bytes (CSP Level 3, "hash-source"). */
export const inlineScriptHash = (source: string): string => `'sha256-${createHash("sha256").update(source, "utf8").digest("base64")}'`

/** Script types a browser executes (an absent type is a classic script); anything else is data. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

function attributeValue(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(attributes)
  if (!match) return null
  return match[1] ?? match[2] ?? match[3] ?? ""
}

/** The text of every inline script a browser would execute in this HTML (not src=, not JSON or JSON-LD). */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attributeValue(attributes, "src") !== null) continue
    const type = (attributeValue(attributes, "type") ?? "").trim().toLowerCase()
    if (EXECUTABLE_TYPES.has(type)) scripts.push(body)
  }
  return scripts
}

/** The 'sha256-…' sources of the script-src directive of the policy the `/*` rule sends; null when it sends none. */
export function allowedScriptHashes(rules: readonly HeaderRule[] | undefined): Set<string> | null {
  const everyPath = rules?.find((rule) => rule.source === "/*")
  const policy = everyPath?.headers.find((header) => header.key.toLowerCase() === "content-security-policy")?.value
  if (!policy) return null
  const scriptSrc = policy
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === "script-src")
  return new Set((scriptSrc ?? []).slice(1).filter((source) => source.startsWith("'sha256-")))
}

/** The page's inline scripts the policy does not allow (their first 80 characters, to name them). */
export function disallowedInlineScripts(html: string, allowed: ReadonlySet<string>): string[] {
  return executableInlineScripts(html)
    .filter((script) => !allowed.has(inlineScriptHash(script)))
    .map((script) => script.trim().slice(0, 80))
}
