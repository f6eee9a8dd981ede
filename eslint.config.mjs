// @ts-check
import tseslint from "typescript-eslint"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import { existsSync, statSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

// One-way imports between the layers of src/ (layers/one-way-imports, defined below):
//   ui (src/components/ui) <- components (rest of src/components) <- blocks (src/blocks) <- templates (src/templates, src/pages, src/slices)
// A file imports from its own layer or one to its left: ui imports only ui; components import ui and components;
// blocks import ui, components and blocks; templates and pages import anything except a template (or page).
// src/lib, src/config, src/hooks and src/api import no component, block or template; anyone may import them.
// Nothing anywhere imports a template module of src/templates or a slice of src/slices (gatsby-node names templates
// and slices by path string, which is fine; pages place slices with <Slice alias>; a template's stylesheet beside it is no template),
// but a template's own tests (__tests__/templates/), which render it from the data its page query gives.
// plugins/, cms/ and publisher/ import no component, block or template; root files, scripts/, __tests__/ and e2e/ are otherwise free.
// Type-only imports count too: the point is the direction of dependencies.
// Relative specifiers only (the repo has no path aliases); checked on import/export ... from, import(), require().
const root = path.dirname(fileURLToPath(import.meta.url))
const LAYERS = ["ui", "components", "blocks", "templates"]
const BASE = ["lib", "config", "hooks", "api"]
// Top-level folders of server-side code: they may use src/lib and src/config, never the React layers.
const TOP = ["plugins", "cms", "publisher"]

/** The layer (ui, components, blocks, templates), base group (lib, config, hooks, api) or top folder (plugins, cms, publisher) of a repo-relative path. */
function classify(rel) {
  const parts = rel.split("/")
  if (parts[0] === "src") {
    if (parts[1] === "components") return parts[2] === "ui" && parts.length > 3 ? "ui" : "components"
    if (parts[1] === "blocks") return "blocks"
    if (parts[1] === "templates" || parts[1] === "pages" || parts[1] === "slices") return "templates"
    if (BASE.includes(parts[1])) return parts[1]
    return null
  }
  return TOP.includes(parts[0]) ? parts[0] : null
}

const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"]
/** The file a relative specifier names, for the message; the specifier's own path when no such file exists. */
function resolveFile(absolute) {
  for (const candidate of [...EXTENSIONS.map((ext) => absolute + ext), ...EXTENSIONS.slice(1).map((ext) => path.join(absolute, "index" + ext))]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return absolute
}

const ALLOWED = { ui: "ui imports only ui", components: "components import only ui and components", blocks: "blocks import only ui, components and blocks" }

/** Why a file in `from` (at `fromRel`) may not import `target` (a repo-relative path in `to`), or null when it may. */
function violation(from, to, target, fromRel) {
  if (!LAYERS.includes(to)) return null
  if (BASE.includes(from) || TOP.includes(from)) return `${from} imports no component, block or template`
  if (LAYERS.includes(from) && LAYERS.indexOf(to) > LAYERS.indexOf(from)) return ALLOWED[from]
  // A template's own stylesheet (src/templates/x.module.css) is no template.
  if (to === "templates" && /\.[cm]?[jt]sx?$/.test(target) && !fromRel.startsWith("__tests__/templates/")) return "nothing imports a template but its tests in __tests__/templates"
  return null
}

const oneWayImports = {
  meta: { type: "problem", docs: { description: "Imports go one way between the layers of src/" }, schema: [] },
  create(context) {
    const fromRel = path.relative(root, context.filename).split(path.sep).join("/")
    const from = classify(fromRel)
    const check = (source) => {
      if (!source || typeof source.value !== "string" || !source.value.startsWith(".")) return
      const target = resolveFile(path.resolve(path.dirname(context.filename), source.value))
      const toRel = path.relative(root, target).split(path.sep).join("/")
      const why = violation(from, classify(toRel), toRel, fromRel)
      if (why) context.report({ node: source, message: `${fromRel} may not import ${toRel} (${why}; see eslint.config.mjs)` })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === "Literal" ? node.source : null),
      TSImportType: (node) => check(node.argument?.type === "TSLiteralType" ? node.argument.literal : null),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (node.callee.type === "Identifier" && node.callee.name === "require" && node.arguments[0]?.type === "Literal") check(node.arguments[0])
      },
    }
  },
}

export default tseslint.config(
  { ignores: ["**/public/", "**/.cache/", ".publish/", "node_modules/", "test-results/", "playwright-report/", "coverage/", "plugins/gatsby-source-cms/index.js"] },
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
    files: ["**/*.{ts,tsx,js,jsx,mjs,cjs}"],
    plugins: { layers: { rules: { "one-way-imports": oneWayImports } } },
    rules: { "layers/one-way-imports": "error" },
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
