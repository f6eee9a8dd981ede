import { CONTENT_HASH_LENGTH } from "../../publisher/built-site"
import { gatsbyDefaultHeaders } from "../../publisher/served-headers"
import { shortFileHashes } from "../../plugins/gatsby-plugin-site-runtime/short-file-hashes"

const cacheControl = (path: string) => gatsbyDefaultHeaders(path).find(({ key }) => key === "cache-control")?.value

test("Gatsby's browser output (names by [contenthash]) gets CONTENT_HASH_LENGTH digits, which the server caches as immutable", () => {
  // The output Gatsby's webpack config gives the browser bundle (gatsby/dist/utils/webpack.config.js).
  const config = {
    output: { filename: "[name]-[contenthash].js", chunkFilename: "[name]-[contenthash].js" } as {
      filename: string
      chunkFilename: string
      hashDigestLength?: number
    },
  }
  expect(shortFileHashes(config)).toBe(true)
  expect(config.output.hashDigestLength).toBe(CONTENT_HASH_LENGTH)
  const name = `/app-${"0123456789abcdef".slice(0, CONTENT_HASH_LENGTH)}.js`
  expect(cacheControl(name)).toBe("public, max-age=31536000, immutable")
})

test.each([
  ["no output", {}],
  ["names without a content hash", { output: { filename: "[name].js", chunkFilename: "[name].js" } }],
  ["a chunk name without one", { output: { filename: "[name]-[contenthash].js", chunkFilename: "[id].js" } }],
])("%s: reports that it does not apply, so the build fails loudly", (_case, config) => {
  expect(shortFileHashes(config)).toBe(false)
  expect((config as { output?: { hashDigestLength?: number } }).output?.hashDigestLength).toBeUndefined()
})
