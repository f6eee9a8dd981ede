import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import {
  BABEL_RULES_FOR_TSX,
  BABEL_STATE_FILE,
  dropDownlevelPluginsFromBabelState,
  EMPTY_BABEL_CONFIG,
  keepModernSyntax,
  MODERN_SYNTAX_PRESET,
  modernWebpackTarget,
} from "../../plugins/gatsby-plugin-site-runtime/modern-syntax"

const projectDirectory = process.cwd()
const preset = join(projectDirectory, MODERN_SYNTAX_PRESET)
const source = `export class Card extends Base { render() { return <div {...this.props} items={[...this.items, "last"]} title={this.props.entry?.title ?? "Untitled"} /> } }`

/**
 * The browser bundle's Babel options with either preset, as Gatsby's loader gives them (JSX
 * automatic), compiled as in a build: in a Node process outside Jest (babel-preset-gatsby
 * compiles for every browser under NODE_ENV=test), in a folder whose .cache/babelState.json
 * holds Gatsby's default browserslist, where babel-preset-gatsby reads it.
 */
let buildDirectory: string
beforeAll(() => {
  buildDirectory = mkdtempSync(join(tmpdir(), "modern-syntax-"))
  mkdirSync(join(buildDirectory, ".cache"))
  writeFileSync(join(buildDirectory, ".cache", "babelState.json"), JSON.stringify({ browserslist: [">0.25%", "not dead"] }))
})
afterAll(() => rmSync(buildDirectory, { recursive: true, force: true }))

function compile(presetPath: string): string {
  const script = `const { transformSync } = require(${JSON.stringify(require.resolve("@babel/core"))})
process.stdout.write(transformSync(${JSON.stringify(source)}, { filename: ${JSON.stringify(join(projectDirectory, "src", "card.jsx"))}, configFile: false, babelrc: false,
  presets: [[${JSON.stringify(presetPath)}, { stage: "build-javascript", reactRuntime: "automatic" }]] }).code)`
  const { NODE_ENV: _test, BABEL_ENV: _babel, ...env } = process.env
  const run = spawnSync(process.execPath, ["-e", script], { cwd: buildDirectory, env: { ...env, NODE_ENV: "production" }, encoding: "utf8" })
  if (run.status !== 0) throw new Error(run.stderr)
  return run.stdout
}

describe("the modern-syntax preset", () => {
  it("keeps classes, spread, optional chaining and ?? as written, where Gatsby's preset compiles them down; JSX is compiled by both", () => {
    const gatsby = compile(require.resolve("babel-preset-gatsby"))
    expect(gatsby).not.toContain("class Card extends Base")
    expect(gatsby).not.toContain("...this.items")
    expect(gatsby).not.toContain("entry?.title")
    expect(gatsby).not.toContain("??")

    const modern = compile(preset)
    expect(modern).toContain("class Card extends Base")
    expect(modern).toContain("...this.items")
    expect(modern).toContain("...this.props")
    expect(modern).toContain('this.props.entry?.title ?? "Untitled"')
    expect(modern).not.toContain("<div")
    expect(modern.length).toBeLessThan(gatsby.length)
  })

  it("stops the build when babel-preset-gatsby no longer adds the transforms it removes", () => {
    jest.isolateModules(() => {
      jest.doMock("babel-preset-gatsby", () => ({ default: () => ({ presets: [], plugins: [] }) }))
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require(preset) as (api: unknown, options: object) => unknown
      expect(() => isolated({}, { stage: "build-javascript" })).toThrow(/no longer adds @babel\/plugin-transform-spread/)
    })
  })
})

describe("keepModernSyntax", () => {
  it("gives Gatsby's own JavaScript rule the preset and a configuration file, keeping the loader options Gatsby sets", () => {
    const { rules } = createWebpackUtils("build-javascript" as Parameters<typeof createWebpackUtils>[0], { directory: projectDirectory } as never)
    const config = [rules.js()]
    expect(keepModernSyntax(config, projectDirectory)).toBe(1)
    const [loader] = (config[0]!.use as (info: object) => Array<{ loader: string; options: Record<string, unknown> }>)({ resourceQuery: "", issuer: "" })
    expect(loader!.loader).toMatch(/gatsby[/\\]dist[/\\]utils[/\\]babel-loader\.js$/)
    expect(loader!.options).toMatchObject({ stage: "build-javascript", compact: true, configFile: join(projectDirectory, EMPTY_BABEL_CONFIG) })
    const [presetPath, presetOptions] = (loader!.options.presets as Array<[string, Record<string, unknown>]>)[0]!
    expect(presetPath).toBe(preset)
    expect(presetOptions).toMatchObject({ stage: "build-javascript", presetDigest: expect.stringMatching(/^[0-9a-f]{12}$/) })
  })

  it("gives gatsby-plugin-typescript's rule the same, so every .tsx compiles with the preset whichever rule's loader runs first", () => {
    // Gatsby's babel-loader keeps the first options it is given per stage and hands them to every later
    // file: with the TypeScript rule left as it was, a warm build's one edited .tsx came out in old syntax.
    const { rules, loaders } = createWebpackUtils("build-javascript" as Parameters<typeof createWebpackUtils>[0], { directory: projectDirectory } as never)
    let typescriptRules: Array<{ test: RegExp; use: unknown }> = []
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const typescript = require("gatsby-plugin-typescript/gatsby-node") as { onCreateWebpackConfig: (args: object) => void }
    typescript.onCreateWebpackConfig({
      loaders,
      actions: { setWebpackConfig: (config: { module: { rules: typeof typescriptRules } }) => (typescriptRules = config.module.rules) },
    })
    expect(typescriptRules).toHaveLength(1)
    const config = [rules.js(), ...typescriptRules]
    expect(keepModernSyntax(config, projectDirectory)).toBe(BABEL_RULES_FOR_TSX)
    for (const rule of config) {
      const [loader] = (rule.use as (info: object) => Array<{ loader: string; options: Record<string, unknown> }>)({ resourceQuery: "", issuer: "" })
      expect(loader!.options).toMatchObject({ stage: "build-javascript", configFile: join(projectDirectory, EMPTY_BABEL_CONFIG) })
      expect((loader!.options.presets as Array<[string, object]>)[0]![0]).toBe(preset)
    }
  })

  it("reports that it does not apply to a config without that rule, so the build fails loudly", () => {
    expect(keepModernSyntax(undefined, projectDirectory)).toBe(0)
    expect(
      keepModernSyntax(
        [
          { test: /\.css$/, use: () => [] },
          { test: /\.tsx$/, use: [] },
        ],
        projectDirectory,
      ),
    ).toBe(0)
  })
})

describe("dropDownlevelPluginsFromBabelState", () => {
  /**
   * The file as Gatsby writes it: gatsby-plugin-typescript's own onCreateBabelConfig, run into
   * Gatsby's own babelrc reducer for each stage, as load-babel-config does before writing it.
   */
  function gatsbyBabelState(): object {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { babelrcReducer } = require("gatsby/dist/redux/reducers/babelrc") as {
      babelrcReducer: (state: unknown, action: { type: string; payload: object }) => object
    }
    const typescript = require("gatsby-plugin-typescript/gatsby-node") as { onCreateBabelConfig: (args: object, options: object) => void }
    /* eslint-enable @typescript-eslint/no-require-imports */
    let state = babelrcReducer(undefined, { type: "INIT", payload: {} })
    for (const stage of ["develop", "develop-html", "build-javascript", "build-html"]) {
      const dispatch = (type: string) => (payload: object) => void (state = babelrcReducer(state, { type, payload: { stage, ...payload } }))
      typescript.onCreateBabelConfig({ stage, actions: { setBabelPlugin: dispatch("SET_BABEL_PLUGIN"), setBabelPreset: dispatch("SET_BABEL_PRESET") } }, {})
    }
    return { ...state, browserslist: [">0.25%", "not dead"] }
  }

  const pluginNames = (state: { stages: Record<string, { plugins: Array<{ name: string }> }> }, stage: string) =>
    state.stages[stage]!.plugins.map((plugin) => plugin.name.replace(/.*node_modules[/\\]/, "").replace(/[/\\]lib[/\\]index\.js$/, ""))

  it("takes gatsby-plugin-typescript's optional chaining and ?? out of the browser stage only", async () => {
    const project = mkdtempSync(join(tmpdir(), "babel-state-"))
    try {
      mkdirSync(join(project, ".cache"))
      writeFileSync(join(project, BABEL_STATE_FILE), JSON.stringify(gatsbyBabelState(), null, 2))
      expect(await dropDownlevelPluginsFromBabelState(project)).toBe(2)
      const state = JSON.parse(readFileSync(join(project, BABEL_STATE_FILE), "utf8"))
      expect(pluginNames(state, "build-javascript")).toEqual(["@babel/plugin-proposal-numeric-separator"])
      expect(pluginNames(state, "build-html")).toEqual([
        "@babel/plugin-proposal-optional-chaining",
        "@babel/plugin-proposal-nullish-coalescing-operator",
        "@babel/plugin-proposal-numeric-separator",
      ])
      expect(state.browserslist).toEqual([">0.25%", "not dead"])
      // A second time on the same file finds nothing to take out (a build never does that: Gatsby writes the file anew in every bootstrap).
      expect(await dropDownlevelPluginsFromBabelState(project)).toBe(0)
    } finally {
      rmSync(project, { recursive: true, force: true })
    }
  })
})

describe("modernWebpackTarget", () => {
  it("makes webpack write its own code for ES2020 where Gatsby's browser config says ES5", () => {
    const config: { target?: unknown } = { target: ["web", "es5"] }
    expect(modernWebpackTarget(config)).toBe(true)
    expect(config.target).toEqual(["web", "es2020"])
  })

  it.each([["node14.15"], [["web"]], [undefined]])("reports a target other than Gatsby's (%p), so the build fails loudly", (target) => {
    const config = { target }
    expect(modernWebpackTarget(config)).toBe(false)
    expect(config.target).toEqual(target)
  })
})
