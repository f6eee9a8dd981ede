import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import webpack from "webpack"
import { SourceMapConsumer } from "source-map-js"
import { COMPILE_HINT, compileHints } from "../../plugins/gatsby-plugin-site-runtime/compile-hints"

let dir: string
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** A production build as Gatsby's browser stage makes one: minified (webpack's Terser, licence comments extracted), source maps, content hashes. */
async function build(plugins: webpack.WebpackPluginInstance[], files: Record<string, string> = {}, moreEntryCode = ""): Promise<string> {
  dir = mkdtempSync(join(tmpdir(), "compile-hints-"))
  writeFileSync(
    join(dir, "index.js"),
    `\nexport function greet(name) {\n  return document.createTextNode(name)\n}\nimport("./lazy.js").then((lazy) => lazy.wave(greet(location.hash)))\n${moreEntryCode}`,
  )
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source)
  writeFileSync(join(dir, "lazy.js"), "export function wave(text) {\n  document.body.append(text)\n}\n")
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./index.js" },
    devtool: "source-map",
    output: { path: join(dir, "public"), filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" },
    plugins,
  })
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : result ? resolve(result) : reject(new Error("no stats")))),
  )
  await new Promise((resolve) => compiler.close(resolve))
  if (stats.hasErrors()) throw new Error(stats.toString("errors-only"))
  return join(dir, "public")
}

const scriptsIn = (output: string) => readdirSync(output).filter((name) => name.endsWith(".js"))

test("with every chunk hinted, each script starts with V8's hint, and its source map still points at the code as written", async () => {
  const output = await build([compileHints("all")])
  const scripts = scriptsIn(output)
  expect(scripts).toHaveLength(2) // the entry and its lazy chunk
  for (const name of scripts) {
    const text = readFileSync(join(output, name), "utf8")
    expect(text.split("\n")[0]).toBe(COMPILE_HINT)

    // The source map counts the added line: a word of the output maps back to where it is written.
    const map = new SourceMapConsumer(JSON.parse(readFileSync(join(output, `${name}.map`), "utf8")))
    const word = name.startsWith("app-") ? "createTextNode" : "append"
    const lineIndex = text.split("\n").findIndex((line) => line.includes(word))
    const column = text.split("\n")[lineIndex]!.indexOf(word)
    const original = map.originalPositionFor({ line: lineIndex + 1, column })
    expect(original.source).toMatch(name.startsWith("app-") ? /index\.js$/ : /lazy\.js$/)
    expect(original.line).toBe(name.startsWith("app-") ? 3 : 2)
  }
})

test("the content hash in each name is the hashed file's, hint included (a changed hint is a new file, never a stale cached one)", async () => {
  const withHint = scriptsIn(await build([compileHints("all")])).sort()
  rmSync(dir, { recursive: true, force: true })
  const without = scriptsIn(await build([])).sort()
  expect(withHint).toHaveLength(without.length)
  for (const [index, name] of withHint.entries()) expect(name).not.toBe(without[index])
})

test("a later stage that puts something before the hint fails the build", async () => {
  const prepended: webpack.WebpackPluginInstance = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap("Prepend", (compilation) => {
        compilation.hooks.processAssets.tap({ name: "Prepend", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, (assets) => {
          for (const name of Object.keys(assets).filter((file) => file.endsWith(".js")))
            compilation.updateAsset(name, new webpack.sources.ConcatSource("/* banner */\n", compilation.getAsset(name)!.source))
        })
      })
    },
  }
  await expect(build([compileHints("all"), prepended])).rejects.toThrow(/do not start with V8's compile hint/)
})

test("by default only what a page needs first is hinted: the entry's chunks and page templates' and Slices' chunk groups, not lazy parts", async () => {
  const output = await build(
    [compileHints()],
    { "template.js": 'export default function Template() { return "page" }\n' },
    'import(/* webpackChunkName: "component---src-templates-page-tsx" */ "./template.js")\n',
  )
  const firstLine = (prefix: string) =>
    readFileSync(
      join(
        output,
        scriptsIn(output).find((name) => name.startsWith(prefix))!,
      ),
      "utf8",
    ).split("\n")[0]
  expect(firstLine("app-")).toBe(COMPILE_HINT)
  expect(firstLine("component---src-templates-page-tsx-")).toBe(COMPILE_HINT)
  const lazy = scriptsIn(output).filter((name) => !name.startsWith("app-") && !name.startsWith("component---"))
  expect(lazy).toHaveLength(1) // lazy.js, a part loaded when needed
  expect(firstLine(lazy[0]!.slice(0, 4))).not.toBe(COMPILE_HINT)
})

test("a lazy chunk group named in the option is hinted too; the others stay without", async () => {
  const output = await build(
    [compileHints("first-load", ["demo-form"])],
    { "form.js": "export function form() {\n  return document.createElement('form')\n}\n" },
    'import(/* webpackChunkName: "demo-form" */ "./form.js").then((module) => module.form())\n',
  )
  const firstLine = (name: string) => readFileSync(join(output, name), "utf8").split("\n")[0]
  const form = scriptsIn(output).find((name) => name.startsWith("demo-form-"))!
  expect(firstLine(form)).toBe(COMPILE_HINT)
  const lazy = scriptsIn(output).filter((name) => !name.startsWith("app-") && !name.startsWith("demo-form-"))
  expect(lazy).toHaveLength(1) // lazy.js, not named in the option
  expect(firstLine(lazy[0]!)).not.toBe(COMPILE_HINT)
})

test("a chunk group named in the option that the build no longer has fails it", async () => {
  await expect(build([compileHints("first-load", ["demo-form"])])).rejects.toThrow(/no chunk group is named "demo-form"/)
})
