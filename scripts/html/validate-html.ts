/**
 * Every built page is valid HTML (issue 14), by the rules of scripts/html/html-validate.config.ts.
 *
 *   npm run validate:html            (after npm run build; exits 1 naming page, rule and line)
 *   npm run validate:html -- DIR     (another build folder)
 */
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { HtmlValidate } from "html-validate"
import { listBuiltPages } from "./built-pages"
import { htmlValidateConfig } from "./html-validate.config"

export interface PageProblem {
  path: string
  rule: string
  line: number
  column: number
  message: string
}

/** The problems of one page's HTML, by the site's rules. */
export async function validatePage(validator: HtmlValidate, path: string, html: string): Promise<PageProblem[]> {
  const report = await validator.validateString(html, path)
  return report.results.flatMap((result) => result.messages.map((m) => ({ path, rule: m.ruleId, line: m.line, column: m.column, message: m.message })))
}

/** One line per problem ("/pricing line 12:40 attribute-allowed-values: …"), then the count by rule. */
export function formatProblems(problems: readonly PageProblem[], pageCount: number): string {
  if (problems.length === 0) return `valid HTML: ${pageCount} pages, no errors`
  const lines = problems.map((p) => `${p.path} line ${p.line}:${p.column} ${p.rule}: ${p.message}`)
  const byRule = new Map<string, number>()
  for (const p of problems) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1)
  const pages = new Set(problems.map((p) => p.path)).size
  const counts = [...byRule].sort(([a], [b]) => a.localeCompare(b)).map(([rule, n]) => `  ${rule}: ${n}`)
  return [...lines, "", `invalid HTML: ${problems.length} errors on ${pages} of ${pageCount} pages`, ...counts].join("\n")
}

export async function validateBuiltSite(publicDir: string): Promise<{ problems: PageProblem[]; pageCount: number }> {
  const pages = listBuiltPages(publicDir)
  if (pages.length === 0) throw new Error(`no HTML pages under ${publicDir}: run npm run build first`)
  const validator = new HtmlValidate(htmlValidateConfig)
  const problems: PageProblem[] = []
  for (const page of pages) problems.push(...(await validatePage(validator, page.path, readFileSync(page.file, "utf8"))))
  return { problems, pageCount: pages.length }
}

async function main(): Promise<void> {
  const publicDir = resolve(process.argv[2] ?? "public")
  const { problems, pageCount } = await validateBuiltSite(publicDir)
  console.log(formatProblems(problems, pageCount))
  if (problems.length > 0) process.exitCode = 1
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
