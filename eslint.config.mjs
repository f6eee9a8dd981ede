// @ts-check
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import checkFile from "eslint-plugin-check-file"
import importX, { createNodeResolver } from "eslint-plugin-import-x"
import path from "node:path"
import { fileURLToPath } from "node:url"

// The import fences (eslint-plugin-import-x's no-restricted-paths and no-cycle, core no-restricted-imports), each zone
// with the reason it gives when it fires. __tests__/lint/import-fences.test.ts proves each one fires.
//
// One-way imports between the layers of src/ (DESIGN 4), a file importing from its own layer or one to its left:
//   ui (src/components/ui) <- features (src/features) <- components (rest of src/components) <- blocks (src/blocks)
//   <- templates (src/templates, src/pages, src/slices)
// src/lib, src/config, src/hooks and src/api, plugins/, cms/ and publisher/ import no component, block, template, nor a
// feature's React folders (forms/, booking/); they may use a feature's rules/ and browser/ (the cookie declaration lists
// the session flags' keys). Nothing anywhere imports a template module of src/templates, src/pages or src/slices
// (gatsby-node names templates and slices by path string, which is fine; pages place slices with <Slice alias>; a
// template's stylesheet beside it is no template), but a template's own tests (__tests__/templates/), which render it
// from the data its page query gives. Root files, scripts/, __tests__/ and e2e/ are otherwise free.
// A feature's server code (src/features/*/server) runs in Functions and scripts only: only src/api, scripts/,
// publisher/ and tests import it, and only it (and they) import the database drivers, better-sqlite3 and pg.
// Inside a feature, rules/ (pure, both sides) imports none of its other folders, and browser/ and server/ never each
// other (src/features/lead-capture/README.md). A feature has no index.ts barrel: one would pull lazy forms into the
// first load. No import cycles, anywhere.
// The site runtime plugins (plugins/gatsby-plugin-site-runtime, plugins/gatsby-plugin-hydrate-in-transition) work around
// Gatsby only: they import nothing from src/, and src/ nothing from them; what it must know of the site, gatsby-config passes it as options, and the root files
// (gatsby-config, gatsby-node, gatsby-browser, gatsby-ssr) are where the two meet.
// Type-only imports count too: the point is the direction of dependencies. Checked on import/export ... from and import();
// require() and import("x").Type are not (no-restricted-paths does not read them; the repo's src uses neither across layers).
const root = path.dirname(fileURLToPath(import.meta.url))
const SOURCE = "{ts,tsx,js,jsx,mjs,cjs}"
const UI = "src/components/ui/**"
const FEATURES = "src/features/**"
const FEATURE_REACT = ["src/features/*/forms/**", "src/features/*/booking/**"]
const COMPONENTS = ["src/components/!(ui)/**", "src/components/*.*"]
const BLOCKS = "src/blocks/**"
const TEMPLATES = ["src/templates/**", "src/pages/**", "src/slices/**"]
const TEMPLATE_MODULES = TEMPLATES.map((glob) => `${glob}/*.${SOURCE}`)
const BASE = ["src/lib/**", "src/config/**", "src/hooks/**", "src/api/**", "plugins/**", "cms/**", "publisher/**"]
const SERVER = "src/features/*/server/**"
/** The plugins that work around Gatsby: the site runtime, and hydration in slices (a plugin of its own: no options shipped to browsers). */
const RUNTIME_PLUGINS = ["plugins/gatsby-plugin-site-runtime/**", "plugins/gatsby-plugin-hydrate-in-transition/**"]
/** Where a feature's server code and the database drivers may be imported (besides that server code itself). */
const SERVER_SIDE = ["src/api/**", "scripts/**", "publisher/**", "__tests__/**", "e2e/**"]

const layerZones = [
  { target: UI, from: [FEATURES, ...COMPONENTS, BLOCKS, ...TEMPLATES], message: "ui imports only ui (see eslint.config.mjs)" },
  {
    target: FEATURES,
    from: [...COMPONENTS, BLOCKS, ...TEMPLATES],
    message: "a feature imports only ui and features, never components, blocks or templates (see eslint.config.mjs)",
  },
  { target: COMPONENTS, from: [BLOCKS, ...TEMPLATES], message: "components import only ui, features and components (see eslint.config.mjs)" },
  { target: BLOCKS, from: TEMPLATES, message: "blocks import only ui, features, components and blocks (see eslint.config.mjs)" },
  {
    target: BASE,
    from: [UI, ...FEATURE_REACT, ...COMPONENTS, BLOCKS, ...TEMPLATES],
    message: "lib, config, hooks, api, plugins, cms and publisher import no component, block, template nor a feature's forms (see eslint.config.mjs)",
  },
  {
    target: ["src/**", "plugins/**", "cms/**", "publisher/**", "scripts/**", "e2e/**", `*.${SOURCE}`, "__tests__/!(templates)/**", `__tests__/*.${SOURCE}`],
    from: TEMPLATE_MODULES,
    message: "nothing imports a template but its tests in __tests__/templates (see eslint.config.mjs)",
  },
  {
    target: ["src/!(api|features)/**", `src/*.${SOURCE}`, "src/features/*/!(server)/**", "plugins/**", "cms/**", `*.${SOURCE}`],
    from: SERVER,
    message: "a feature's server code runs in Functions and scripts: only src/api, scripts, publisher and tests import it (see eslint.config.mjs)",
  },
  {
    target: "src/features/*/rules/**",
    from: ["src/features/*/!(rules)/**"],
    message:
      "a feature's rules/ are pure code both sides use: they import none of its browser, server or React folders (see src/features/lead-capture/README.md)",
  },
  // (browser/ importing server/ is the zone above's.)
  {
    target: "src/features/*/browser/**",
    from: FEATURE_REACT,
    message: "a feature's browser/ code imports its rules/, never its React folders (see src/features/lead-capture/README.md)",
  },
  {
    target: RUNTIME_PLUGINS,
    from: "src/**",
    message:
      "the site runtime plugins import nothing from src/: what it must know of the site, gatsby-config passes it as options (see plugins/gatsby-plugin-site-runtime/README.md)",
  },
  {
    target: "src/**",
    from: RUNTIME_PLUGINS,
    message:
      "src/ imports nothing from the site runtime plugins, which only works around Gatsby; the site's own runtime is src/runtime (see plugins/gatsby-plugin-site-runtime/README.md)",
  },
]

// File and folder names (issue 31): one rule, checked on the name before its first dot (Hero.content.ts is "Hero").
// A module named after the React component it exports is PascalCase (SmartLink.tsx, and the folder holding a component
// with its parts, blocks/home/Hero/); a hook is useName (React's convention); everything else is kebab-case
// (page-plan.ts, lead-capture/, 404.tsx). No file is named index: a search for it would return a dozen (the plugins'
// index.js, which Gatsby requires, aside).
const PASCAL = "+([A-Z])*([a-z0-9])*(+([A-Z])*([a-z0-9]))"
const KEBAB = "+([a-z0-9])*(-+([a-z0-9]))"
const HOOK = "use+([A-Z])*([a-zA-Z0-9])"
const FILE_NAME = `@(${PASCAL}|${KEBAB}|${HOOK})`
const FOLDER_NAME = `@(${PASCAL}|${KEBAB})`
const NAMED_FILES = ["src", "plugins", "publisher", "cms", "scripts", "e2e", "__tests__"].map((folder) => `${folder}/**/*.${SOURCE}`)

export default tseslint.config(
  {
    ignores: [
      "**/public/",
      "**/.cache/",
      ".publish/",
      ".public-previous/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "coverage/",
      "plugins/gatsby-source-cms/index.js",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: [`**/*.${SOURCE}`],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".json"] })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/ignore": ["\\.css$", "node_modules"],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: layerZones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: [...NAMED_FILES, `*.${SOURCE}`],
    ignores: ["scripts/perf/reference-site/**", "plugins/*/index.js"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*": FILE_NAME },
        {
          ignoreMiddleExtensions: true,
          errorMessage:
            'The file name "{{ target }}" breaks the naming rule: PascalCase for a component\'s module, useName for a hook, kebab-case otherwise (see eslint.config.mjs)',
        },
      ],
      "check-file/folder-naming-convention": [
        "error",
        { "{src,plugins,publisher,cms,scripts,e2e}/**/": FOLDER_NAME, "__tests__/**/": FOLDER_NAME },
        { errorMessage: 'The folder "{{ target }}" breaks the naming rule: kebab-case, or PascalCase for a component\'s own folder (see eslint.config.mjs)' },
      ],
      "check-file/no-index": [
        "error",
        { ignoreMiddleExtensions: true, errorMessage: "No file is named index: name it for what it holds (see eslint.config.mjs)" },
      ],
    },
  },
  {
    files: [`**/*.${SOURCE}`],
    ignores: [SERVER, ...SERVER_SIDE],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["better-sqlite3", "pg"].map((name) => ({
            name,
            message: "only a feature's server code (src/features/*/server), scripts, publisher and tests use the database drivers (see eslint.config.mjs)",
          })),
          patterns: [
            {
              group: ["better-sqlite3/*", "pg/*"],
              message: "only a feature's server code (src/features/*/server), scripts, publisher and tests use the database drivers (see eslint.config.mjs)",
            },
          ],
        },
      ],
    },
  },
  {
    // A barrel would pull every form of the feature (and Formik, Yup) into the first load of a page that needs one button.
    files: [`src/features/**/index.${SOURCE}`],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "Program",
          message: "no index barrel in src/features: import the file you need (a barrel pulls lazy forms into the first load; see eslint.config.mjs)",
        },
      ],
    },
  },
  {
    files: ["__tests__/**", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["*.js", "**/*.cjs"],
    languageOptions: { globals: globals.node, sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
)
