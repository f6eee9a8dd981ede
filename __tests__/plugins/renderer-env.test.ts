import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import webpack from "webpack"
import { narrowRendererEnv } from "../../plugins/gatsby-plugin-site-runtime/renderer-env"
import { compileAndClose, countingLoaderIn, type CountingLoader } from "../support/webpack-cache-lab"

/** What Gatsby defines for a Node stage (webpack.config.js, `processEnv`): every variable of the environment, and its own. */
const gatsbyNodeStageDefinitions = (env: Record<string, string>): Record<string, string> => ({
  "process.env": "({})",
  ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
  "process.env.NODE_ENV": JSON.stringify("production"),
  "process.env.PUBLIC_DIR": JSON.stringify("/site/public"),
  "process.env.BUILD_STAGE": JSON.stringify("build-html"),
})

test("keeps Gatsby's own names and the GATSBY_ ones, drops the rest of the environment, and leaves other DefinePlugins alone", () => {
  const gatsbys = new webpack.DefinePlugin(gatsbyNodeStageDefinitions({ CMS_TOKEN: "secret", CMS_FULL_SOURCE: "1", GATSBY_GTM_ID: "GTM-1", HOME: "/root" }))
  const ours = new webpack.DefinePlugin({ __EARLY_ATTRIBUTION_BUNDLE__: '"..."', "process.env.SOMETHING_ELSE": '"kept"' })
  expect(narrowRendererEnv([gatsbys, ours, { apply() {} }])).toBe(1)
  expect(gatsbys.definitions).toEqual({
    "process.env": "({})",
    "process.env.GATSBY_GTM_ID": '"GTM-1"',
    "process.env.NODE_ENV": '"production"',
    "process.env.PUBLIC_DIR": '"/site/public"',
    "process.env.BUILD_STAGE": '"build-html"',
  })
  expect(ours.definitions).toEqual({ __EARLY_ATTRIBUTION_BUNDLE__: '"..."', "process.env.SOMETHING_ELSE": '"kept"' })
  expect(narrowRendererEnv([ours])).toBe(0)
  expect(narrowRendererEnv(undefined)).toBe(0)
})

describe("a variable more in the build's environment", () => {
  let dir: string
  let counting: CountingLoader
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "renderer-env-"))
    writeFileSync(join(dir, "entry.js"), "module.exports = process.env.GATSBY_GTM_ID + process.env.NODE_ENV\n")
    counting = countingLoaderIn(dir)
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const compile = async (env: Record<string, string>, narrowed: boolean): Promise<string> => {
    const plugins = [new webpack.DefinePlugin(gatsbyNodeStageDefinitions(env))]
    if (narrowed) narrowRendererEnv(plugins)
    await compileAndClose({
      mode: "production",
      target: "node",
      context: dir,
      entry: "./entry.js",
      output: { path: join(dir, "out"), library: { type: "commonjs2" } },
      optimization: { minimize: false },
      module: { rules: [{ test: /entry\.js$/, use: counting.loader }] },
      cache: { type: "filesystem", cacheDirectory: join(dir, "cache") },
      plugins,
    })
    return readFileSync(join(dir, "out", "main.js"), "utf8")
  }

  it("compiles the modules again as Gatsby defines it, and not once narrowed, with the same output", async () => {
    const env = { GATSBY_GTM_ID: "GTM-1", CMS_FULL_SOURCE: "1" }
    const { CMS_FULL_SOURCE: _gone, ...envWithoutOne } = env
    await compile(env, false)
    await compile(envWithoutOne, false)
    expect(counting.runs()).toBe(2)

    rmSync(join(dir, "cache"), { recursive: true })
    counting.reset()
    const first = await compile(env, true)
    const second = await compile(envWithoutOne, true)
    expect(counting.runs()).toBe(1)
    expect(second).toBe(first)
    expect(first).toContain('"GTM-1" + "production"')
  }, 60_000)
})
