/**
 * The naming rule of eslint.config.mjs bites (eslint-plugin-check-file): PascalCase for a
 * component's module and its own folder, useName for a hook, kebab-case otherwise, checked on
 * the name before its first dot; no file named index. Snippets linted at fake paths.
 */
import { lintSnippets } from "../support/eslint-snippets"

const NAMING = ["check-file/filename-naming-convention", "check-file/folder-naming-convention", "check-file/no-index"]
const code = "export const value = 1\n"

const cases: Array<{ filePath: string; reports: string | false }> = [
  { filePath: "src/components/ui/PrimaryButton.tsx", reports: false },
  { filePath: "src/blocks/home/CeoQuote/CeoQuote.content.ts", reports: false },
  { filePath: "src/hooks/useNearViewport.ts", reports: false },
  { filePath: "src/lib/pages/page-plan.ts", reports: false },
  { filePath: "src/pages/404.tsx", reports: false },
  { filePath: "__tests__/runtime/deferred-hydration.afterHydration.test.tsx", reports: false },
  { filePath: "gatsby-node.ts", reports: false },
  { filePath: "src/lib/pages/pagePlan.ts", reports: "check-file/filename-naming-convention" },
  { filePath: "src/lib/pages/page_plan.ts", reports: "check-file/filename-naming-convention" },
  { filePath: "src/components/ui/primaryButton.tsx", reports: "check-file/filename-naming-convention" },
  { filePath: "scripts/perf/BudgetReport.mts", reports: false },
  { filePath: "src/lib/seo/index.ts", reports: "check-file/no-index" },
  { filePath: "src/blocks/home/ceo_quote/CeoQuote.tsx", reports: "check-file/folder-naming-convention" },
  { filePath: "src/features/leadCapture/forms/DemoForm.tsx", reports: "check-file/folder-naming-convention" },
]

describe("the naming rule of eslint.config.mjs", () => {
  let results: string[][]
  beforeAll(() => {
    results = lintSnippets(
      cases.map(({ filePath }) => ({ filePath, code })),
      NAMING,
    )
  }, 60_000)

  test.each(cases.map((entry, index) => [entry.filePath, entry.reports, index] as const))("%s: %s", (_path, reports, index) => {
    const messages = results[index]!
    if (reports === false) expect(messages).toEqual([])
    else expect(messages).toEqual([expect.stringMatching(new RegExp(`^${reports}: `))])
  })

  test("the message says the rule", () => {
    expect(results[7]).toEqual([
      'check-file/filename-naming-convention: The file name "pagePlan.ts" breaks the naming rule: PascalCase for a component\'s module, useName for a hook, kebab-case otherwise (see eslint.config.mjs)',
    ])
  })
})
