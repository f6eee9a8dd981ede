/**
 * The import fences of eslint.config.mjs bite (eslint-plugin-import-x's no-restricted-paths and
 * no-cycle, core no-restricted-imports and the no-barrel rule): snippets linted at fake paths
 * (the files need not exist; their imports resolve against the real tree). The cycle is made
 * by linting a real file's path with an import of a module that imports it.
 */
import { lintSnippets, type Snippet } from "../support/eslint-snippets"

const FENCES = ["import-x/no-restricted-paths", "import-x/no-cycle", "no-restricted-imports", "no-restricted-syntax"]
const lint = (snippets: readonly Snippet[]): string[][] => lintSnippets(snippets, FENCES)

/** `reports`: the rule expected to fire, or false when the snippet is allowed. */
const NO_PATHS = "import-x/no-restricted-paths"
const cases: Array<Snippet & { name: string; reports: string | false }> = [
  {
    name: "lib importing a block's types",
    filePath: "src/lib/home/fake.ts",
    code: `import { type HomeInputs } from "../../blocks/home/types"\nexport const inputs = (value: HomeInputs): HomeInputs => value\n`,
    reports: NO_PATHS,
  },
  {
    name: "ui importing a block (type-only)",
    filePath: "src/components/ui/Fake.tsx",
    code: `import type { HomeBlockProps } from "../../blocks/home/types"\nexport const id = (props: HomeBlockProps): string => props.id\n`,
    reports: NO_PATHS,
  },
  {
    name: "a component importing a block dynamically",
    filePath: "src/components/layout/Fake.tsx",
    code: `export const load = () => import("../../blocks/home/registry")\n`,
    reports: NO_PATHS,
  },
  {
    name: "a template importing a template",
    filePath: "src/templates/fake.tsx",
    code: `export { default } from "./page"\n`,
    reports: NO_PATHS,
  },
  {
    name: "a component's test importing a template",
    filePath: "__tests__/components/fake.test.tsx",
    code: `import PageTemplate from "../../src/templates/page"\nexport const part = PageTemplate\n`,
    reports: NO_PATHS,
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
    reports: NO_PATHS,
  },
  {
    name: "the publisher importing a component",
    filePath: "publisher/fake.ts",
    code: `import { CmsImage } from "../src/components/ui/CmsImage"\nexport const part = CmsImage\n`,
    reports: NO_PATHS,
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
  {
    name: "ui importing a feature's form",
    filePath: "src/components/ui/Fake.tsx",
    code: `import { ModalLeadForm } from "../../features/lead-capture/forms/ModalLeadForm"\nexport const part = ModalLeadForm\n`,
    reports: NO_PATHS,
  },
  {
    name: "a feature importing a component",
    filePath: "src/features/lead-capture/forms/Fake.tsx",
    code: `import { BlogCard } from "../../../components/cards/BlogCard"\nexport const part = BlogCard\n`,
    reports: NO_PATHS,
  },
  {
    name: "a feature's form importing ui, hooks, lib and its rules and browser code",
    filePath: "src/features/lead-capture/forms/Fake.tsx",
    code: `import { Button } from "../../../components/ui/Button"\nimport { useHydrated } from "../../../hooks/useHydrated"\nimport { trackCtaClick } from "../../../lib/analytics/track"\nimport { companySizes } from "../rules/company-sizes"\nimport { postLead } from "../browser/post-lead"\nexport const parts = [Button, useHydrated, trackCtaClick, companySizes, postLead]\n`,
    reports: false,
  },
  {
    name: "a component and a block importing a feature's forms",
    filePath: "src/blocks/page-builder/Fake.tsx",
    code: `import { LandingForm } from "../../features/lead-capture/forms/LandingForm"\nimport { ModalLeadForm } from "../../features/lead-capture/forms/ModalLeadForm"\nexport const parts = [LandingForm, ModalLeadForm]\n`,
    reports: false,
  },
  {
    name: "lib importing a feature's form",
    filePath: "src/lib/fake.ts",
    code: `import type { DemoFormProps } from "../features/lead-capture/forms/DemoForm"\nexport type Props = DemoFormProps\n`,
    reports: NO_PATHS,
  },
  {
    name: "lib importing a feature's rules and browser constants",
    filePath: "src/lib/fake.ts",
    code: `import { HERO_FORM_ANCHOR } from "../features/lead-capture/rules/synced-hero"\nimport { DEMO_FORM_SUBMITTED_KEY } from "../features/lead-capture/browser/submitted-flag"\nexport const parts = [HERO_FORM_ANCHOR, DEMO_FORM_SUBMITTED_KEY]\n`,
    reports: false,
  },
  {
    name: "a block importing a feature's server code",
    filePath: "src/blocks/Fake.tsx",
    code: `import { leadStoreOf } from "../features/lead-capture/server/store"\nexport const part = leadStoreOf\n`,
    reports: NO_PATHS,
  },
  {
    name: "a feature's form importing its server code (type-only)",
    filePath: "src/features/lead-capture/forms/Fake.tsx",
    code: `import type { LeadForm } from "../server/lead-types"\nexport type Form = LeadForm\n`,
    reports: NO_PATHS,
  },
  {
    name: "lib importing a feature's server code",
    filePath: "src/lib/fake.ts",
    code: `export { leadsConfig } from "../features/lead-capture/server/runtime-env"\n`,
    reports: NO_PATHS,
  },
  {
    name: "a Function, a script, the publisher and a test importing a feature's server code",
    filePath: "src/api/fake.ts",
    code: `import { leadStoreOf } from "../features/lead-capture/server/store"\nexport const part = leadStoreOf\n`,
    reports: false,
  },
  {
    name: "a script importing a feature's server code",
    filePath: "scripts/fake.ts",
    code: `import { leadStoreOf } from "../src/features/lead-capture/server/store"\nexport const part = leadStoreOf\n`,
    reports: false,
  },
  {
    name: "the publisher importing a feature's server code",
    filePath: "publisher/fake.ts",
    code: `import { leadStoreOf } from "../src/features/lead-capture/server/store"\nexport const part = leadStoreOf\n`,
    reports: false,
  },
  {
    name: "a feature's rules importing its browser code",
    filePath: "src/features/lead-capture/rules/fake.ts",
    code: `import { postLead } from "../browser/post-lead"\nexport const part = postLead\n`,
    reports: NO_PATHS,
  },
  {
    name: "a feature's browser code importing its form",
    filePath: "src/features/lead-capture/browser/fake.ts",
    code: `import type { DemoFormProps } from "../forms/DemoForm"\nexport type Props = DemoFormProps\n`,
    reports: NO_PATHS,
  },
  {
    name: "a feature's browser code importing its server code",
    filePath: "src/features/lead-capture/browser/fake.ts",
    code: `import { errorMessage } from "../server/error-message"\nexport const part = errorMessage\n`,
    reports: NO_PATHS,
  },
  {
    name: "lib importing pg",
    filePath: "src/lib/fake.ts",
    code: `import { Pool } from "pg"\nexport const part = Pool\n`,
    reports: "no-restricted-imports",
  },
  {
    name: "a feature's form importing better-sqlite3 (type-only)",
    filePath: "src/features/lead-capture/forms/Fake.tsx",
    code: `import type BetterSqlite3 from "better-sqlite3"\nexport type Db = BetterSqlite3.Database\n`,
    reports: "no-restricted-imports",
  },
  {
    name: "a feature's server code, a script and a test importing the drivers",
    filePath: "src/features/lead-capture/server/fake.ts",
    code: `import { Pool } from "pg"\nimport type BetterSqlite3 from "better-sqlite3"\nexport const part = Pool\nexport type Db = BetterSqlite3.Database\n`,
    reports: false,
  },
  {
    name: "a script importing pg",
    filePath: "scripts/fake.ts",
    code: `import { Client } from "pg"\nexport const part = Client\n`,
    reports: false,
  },
  {
    name: "a barrel index.ts in a feature",
    filePath: "src/features/lead-capture/index.ts",
    code: `export { DemoForm } from "./forms/DemoForm"\n`,
    reports: "no-restricted-syntax",
  },
  {
    name: "an import cycle (company-sizes importing confirmation, which imports company-sizes)",
    filePath: "src/features/lead-capture/rules/company-sizes.ts",
    code: `import { offersBooking } from "./confirmation"\nexport const part = offersBooking\n`,
    reports: "import-x/no-cycle",
  },
  {
    name: "the site runtime plugin importing from src/",
    filePath: "plugins/gatsby-plugin-site-runtime/fake.ts",
    code: `import { site } from "../../src/config/site"\nexport const name = site.name\n`,
    reports: NO_PATHS,
  },
  {
    name: "src/ importing the site runtime plugin (type-only)",
    filePath: "src/runtime/fake.ts",
    code: `import type { HeaderRule } from "../../plugins/gatsby-plugin-site-runtime/inline-script-check"\nexport const none: HeaderRule[] = []\n`,
    reports: NO_PATHS,
  },
  {
    name: "the hydration plugin importing from src/",
    filePath: "plugins/gatsby-plugin-hydrate-in-transition/fake.ts",
    code: `import { markHydrated } from "../../src/runtime/deferred-hydration"\nexport const mark = markHydrated\n`,
    reports: NO_PATHS,
  },
  {
    name: "the root files joining the site and its runtime plugin",
    filePath: "fake-gatsby-file.ts",
    code: `import { BOOT_LOADER_CODE } from "./plugins/gatsby-plugin-site-runtime/boot-after-paint"\nimport { inlineScriptSources } from "./src/runtime/inline-scripts"\nexport const scripts = [...inlineScriptSources("."), BOOT_LOADER_CODE]\n`,
    reports: false,
  },
]

describe("the import fences of eslint.config.mjs", () => {
  let results: string[][]
  beforeAll(() => {
    results = lint(cases)
  }, 90_000)

  test.each(cases.map((snippet, index) => [snippet.name, snippet.reports || "nothing", snippet.reports, index] as const))(
    "%s: reported by %s",
    (_name, _shown, reports, index) => {
      if (reports === false) expect(results[index]).toEqual([])
      else expect(results[index]).toEqual([expect.stringMatching(new RegExp(`^${reports}: `))])
    },
  )

  test("the message names the import and the fence broken", () => {
    expect(results[0]).toEqual([
      `${NO_PATHS}: Unexpected path "../../blocks/home/types" imported in restricted zone. lib, config, hooks, api, plugins, cms and publisher import no component, block, template nor a feature's forms (see eslint.config.mjs)`,
    ])
  })
})
