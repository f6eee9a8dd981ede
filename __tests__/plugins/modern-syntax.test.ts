import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createWebpackUtils } from "gatsby/dist/utils/webpack-utils"
import { EMPTY_BABEL_CONFIG, keepModernSyntax, MODERN_SYNTAX_PRESET } from "../../plugins/gatsby-plugin-site-runtime/modern-syntax"

const projectDirectory = process.cwd()
const preset = join(projectDirectory, MODERN_SYNTAX_PRESET)
const source = `export class Card extends Base { render() { return <div {...this.props} items={[...this.items, "last"]} /> } }`

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
  it("keeps classes and spread as written, where Gatsby's preset compiles them to helpers; JSX is compiled by both", () => {
    const gatsby = compile(require.resolve("babel-preset-gatsby"))
    expect(gatsby).not.toContain("class Card extends Base")
    expect(gatsby).not.toContain("...this.items")

    const modern = compile(preset)
    expect(modern).toContain("class Card extends Base")
    expect(modern).toContain("...this.items")
    expect(modern).toContain("...this.props")
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
