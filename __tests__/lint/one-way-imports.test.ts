/**
 * The layers/one-way-imports rule of eslint.config.mjs bites: snippets linted at fake paths
 * under src/ (the files need not exist; their imports resolve against the real tree).
 *
 * ESLint's Node API loads eslint.config.mjs with a dynamic import(), which jest's module
 * runtime refuses (it would need --experimental-vm-modules for the whole suite), so the
 * API runs in a plain node process and hands back its messages as JSON.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

const cwd = path.resolve(__dirname, "../..")
const RULE = "layers/one-way-imports"

interface Snippet {
  filePath: string
  code: string
}

const runner = `
import { ESLint } from "eslint"
const snippets = JSON.parse(process.env.SNIPPETS)
const eslint = new ESLint({ cwd: process.cwd() })
const messages = []
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath })
  messages.push(result.messages.filter((message) => message.ruleId === ${JSON.stringify(RULE)} || message.fatal).map((message) => message.message))
}
process.stdout.write(JSON.stringify(messages))
`

/** The rule's messages (and any parse error, so a broken snippet cannot pass as clean) for each snippet, in order. */
function lint(snippets: readonly Snippet[]): string[][] {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", runner], {
    cwd,
    env: { ...process.env, SNIPPETS: JSON.stringify(snippets) },
    encoding: "utf8",
    timeout: 60_000,
  })
  return JSON.parse(out) as string[][]
}

const cases: Array<Snippet & { name: string; reports: boolean }> = [
  {
    name: "lib importing a block's types",
    filePath: "src/lib/home/fake.ts",
    code: `import { type HomeInputs } from "../../blocks/home/types"\nexport const inputs = (value: HomeInputs): HomeInputs => value\n`,
    reports: true,
  },
  {
    name: "ui importing a block (type-only)",
    filePath: "src/components/ui/Fake.tsx",
    code: `import type { HomeBlockProps } from "../../blocks/home/types"\nexport const id = (props: HomeBlockProps): string => props.id\n`,
    reports: true,
  },
  {
    name: "a component importing a block dynamically",
    filePath: "src/components/layout/Fake.tsx",
    code: `export const load = () => import("../../blocks/home/registry")\n`,
    reports: true,
  },
  {
    name: "a template importing a template",
    filePath: "src/templates/fake.tsx",
    code: `export { default } from "./page"\n`,
    reports: true,
  },
  {
    name: "a component's test importing a template",
    filePath: "__tests__/components/fake.test.tsx",
    code: `import PageTemplate from "../../src/templates/page"\nexport const part = PageTemplate\n`,
    reports: true,
  },
  {
    name: "a template's test importing it",
    filePath: "__tests__/templates/fake.test.tsx",
    code: `import PageTemplate from "../../src/templates/page"\nexport const part = PageTemplate\n`,
    reports: false,
  },
  {
    name: "cms re-exporting a component",
    filePath: "cms/fake.ts",
    code: `export * from "../src/components/ui/CmsImage"\n`,
    reports: true,
  },
  {
    name: "the publisher importing a component",
    filePath: "publisher/fake.ts",
    code: `import { CmsImage } from "../src/components/ui/CmsImage"\nexport const part = CmsImage\n`,
    reports: true,
  },
  {
    name: "the publisher importing config and cms",
    filePath: "publisher/fake.ts",
    code: `import { readPublisherEnv } from "../src/config/env"\nimport { startCmsServer } from "../cms/server"\nexport const parts = [readPublisherEnv, startCmsServer]\n`,
    reports: false,
  },
  {
    name: "a block importing ui, components and lib",
    filePath: "src/blocks/home/Fake.tsx",
    code: `import { CmsImage } from "../../components/ui/CmsImage"\nimport { BlogCard } from "../../components/cards/BlogCard"\nimport { g2Summary } from "../../lib/home/g2-rating"\nexport const parts = [CmsImage, BlogCard, g2Summary]\n`,
    reports: false,
  },
  {
    name: "a template importing blocks and components",
    filePath: "src/templates/fake.tsx",
    code: `import { HomeSections } from "../blocks/home/registry"\nimport { SmartLink } from "../components/ui/SmartLink"\nexport const parts = [HomeSections, SmartLink]\n`,
    reports: false,
  },
]

describe("layers/one-way-imports", () => {
  let results: string[][]
  beforeAll(() => {
    results = lint(cases)
  }, 90_000)

  test.each(cases.map((snippet, index) => [snippet.name, snippet.reports, index] as const))("%s: reported %s", (_name, reports, index) => {
    expect(results[index]!.length > 0).toBe(reports)
  })

  test("the message names both files and the rule broken", () => {
    expect(results[0]).toEqual(["src/lib/home/fake.ts may not import src/blocks/home/types.ts (lib imports no component, block or template; see eslint.config.mjs)"])
  })
})
