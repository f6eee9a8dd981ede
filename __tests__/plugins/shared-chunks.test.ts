import { splitSharedChunksByUse } from "../../plugins/gatsby-plugin-site-runtime/shared-chunks"

// Gatsby's own cache group, as gatsby/dist/utils/webpack.config.js defines it.
const gatsbyOptimization = () => ({
  splitChunks: {
    chunks: "all",
    cacheGroups: {
      framework: { name: "framework", priority: 40 },
      shared: {
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
])("%s: reports that it does not apply, so the build fails loudly", (_case, optimization) => {
  expect(splitSharedChunksByUse(optimization)).toBe(false)
})
