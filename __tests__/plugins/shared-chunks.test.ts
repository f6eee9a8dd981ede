import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import webpack from "webpack"
import { splitSharedChunksByUse } from "../../plugins/gatsby-plugin-site-runtime/shared-chunks"

// Gatsby's own cache group, as gatsby/dist/utils/webpack.config.js defines it.
const gatsbyOptimization = () => ({
  splitChunks: {
    chunks: "all",
    cacheGroups: {
      framework: { name: "framework", priority: 40 },
      shared: {
        // Gatsby's: a module in a chunk every page loads first, or CSS, is not taken.
        test(module: { type?: string }, { chunkGraph }: { chunkGraph: { getModuleChunksIterable(module: unknown): Iterable<{ canBeInitial(): boolean }> } }) {
          for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (chunk.canBeInitial()) return false
          return !module.type?.startsWith("css")
        },
        name: (_module: unknown, chunks: Array<{ name: string | null }>) => chunks.reduce((acc, chunk) => acc + chunk.name, ""),
        priority: 10,
        minChunks: 2,
        reuseExistingChunk: true,
      },
    },
  },
})

test("Gatsby's shared group, which names lazy chunks' shared modules all alike ('nullnull'), is left for webpack to split by use", () => {
  const optimization = gatsbyOptimization()
  // What went wrong: two unrelated pairs of lazy chunks got one name, so one chunk.
  const name = optimization.splitChunks.cacheGroups.shared.name
  expect(name(null, [{ name: null }, { name: null }])).toBe("nullnull")
  expect(splitSharedChunksByUse(optimization)).toBe(true)
  expect(optimization.splitChunks.cacheGroups.shared).toMatchObject({ name: false, minChunks: 2, priority: 10, reuseExistingChunk: true })
  expect(optimization.splitChunks.cacheGroups.framework).toEqual({ name: "framework", priority: 40 })
})

test.each([
  ["no optimization", undefined],
  ["splitChunks off", { splitChunks: false }],
  ["no shared group", { splitChunks: { cacheGroups: { framework: {} } } }],
  ["a shared group named otherwise", { splitChunks: { cacheGroups: { shared: { name: "shared" } } } }],
  ["a shared group without a test of its own", { splitChunks: { cacheGroups: { shared: { name: () => "shared" } } } }],
])("%s: reports that it does not apply, so the build fails loudly", (_case, optimization) => {
  expect(splitSharedChunksByUse(optimization)).toBe(false)
})

describe("the families of small shared modules, in a real webpack build", () => {
  let dir: string
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  /** Builds `files` (plain JavaScript, whatever their extension) from index.js, with Gatsby's splitChunks as the plugin leaves it. */
  async function build(files: Record<string, string>): Promise<Map<string, string>> {
    dir = mkdtempSync(join(tmpdir(), "shared-chunks-"))
    for (const [name, source] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, name)), { recursive: true })
      writeFileSync(join(dir, name), source)
    }
    const optimization = {
      splitChunks: {
        chunks: "all",
        minSize: 20000,
        cacheGroups: {
          default: false,
          defaultVendors: false,
          shared: { ...gatsbyOptimization().splitChunks.cacheGroups.shared },
        },
      },
    }
    expect(splitSharedChunksByUse(optimization)).toBe(true)
    await new Promise<void>((resolve, reject) =>
      webpack({
        mode: "production",
        context: dir,
        entry: "./index.js",
        output: { path: join(dir, "out"), filename: "[name].js", chunkFilename: "[name].js" },
        optimization: { ...(optimization as object), minimize: false, chunkIds: "named" },
      }).run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString("errors-only"))) : resolve())),
    )
    const out = join(dir, "out")
    return new Map(readdirSync(out).map((file) => [file, readFileSync(join(out, file), "utf8")]))
  }

  const holding = (chunks: Map<string, string>, marker: string) => [...chunks].filter(([, code]) => code.includes(marker)).map(([file]) => file)

  test("a family's modules used by two lazy parts go into one chunk of that name; other small shared modules are still copied", async () => {
    const chunks = await build({
      "index.js": 'import("./a.js").then((m) => m.a()); import("./b.js").then((m) => m.b())',
      "a.js": 'import { link } from "./src/components/ui/SmartLink.tsx"; import { other } from "./src/lib/other.ts"; export const a = () => link() + other()',
      "b.js":
        'import { link } from "./src/components/ui/SmartLink.tsx"; import { outgoing } from "./src/lib/attribution/outgoing.ts"; import { other } from "./src/lib/other.ts"; export const b = () => link() + outgoing() + other()',
      "src/components/ui/SmartLink.tsx":
        'import { outgoing } from "../../lib/attribution/outgoing.ts"; export const link = () => "SMART_LINK_MARKER" + outgoing()',
      "src/lib/attribution/outgoing.ts": 'export const outgoing = () => "OUTGOING_MARKER"',
      "src/lib/other.ts": 'export const other = () => "OTHER_MARKER"',
    })
    expect(holding(chunks, "SMART_LINK_MARKER")).toEqual(["site-links.js"])
    expect(holding(chunks, "OUTGOING_MARKER")).toEqual(["site-links.js"])
    expect(holding(chunks, "OTHER_MARKER").sort()).toEqual(["a_js.js", "b_js.js"])
  })

  test("a family's module that the first-loaded code needs stays there: no family chunk is made for it", async () => {
    const chunks = await build({
      "index.js": 'import { menus } from "./src/config/navigation.ts"; console.log(menus()); import("./a.js"); import("./b.js")',
      "a.js": 'import { menus } from "./src/config/navigation.ts"; export const a = () => menus()',
      "b.js": 'import { menus } from "./src/config/navigation.ts"; export const b = () => menus()',
      "src/config/navigation.ts": 'export const menus = () => "MENUS_MARKER"',
    })
    expect(holding(chunks, "MENUS_MARKER")).toEqual(["main.js"])
    expect(chunks.has("site-menus.js")).toBe(false)
  })
})
