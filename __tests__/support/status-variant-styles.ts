import { readFileSync } from "node:fs"
import { join } from "node:path"

/**
 * The site stylesheet's rule that shows each visitor their user status's variants
 * (src/styles/global.css, "Personalisation"; lib/personalization/head-script.ts), as written
 * there, comments left out. jsdom applies no stylesheet the app imports, so a component test
 * that asks what a visitor can see or hear installs this rule in its document first.
 */
export function statusVariantRule(): string {
  const css = readFileSync(join(__dirname, "../../src/styles/global.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "")
  const rule = /[^{}]*\[data-for-status\][^{}]*\{[^}]*\}/.exec(css)
  if (!rule) throw new Error("src/styles/global.css has no [data-for-status] rule")
  return rule[0].trim()
}

/** Installs statusVariantRule() in jsdom's document (once). */
export function installStatusVariantStyles(): void {
  const id = "status-variant-styles"
  if (document.getElementById(id)) return
  const style = document.createElement("style")
  style.id = id
  style.textContent = statusVariantRule()
  document.head.appendChild(style)
}
