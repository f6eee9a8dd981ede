/**
 * Webpack's compilation and chunk hashes made from what the compilation emitted (the browser
 * bundle and the HTML renderer alike).
 *
 * Gatsby writes webpack's compilation hash into every page (`window.___webpackCompilationHash`)
 * and into app-data.json, and rewrites every page when it changes. Webpack's hash of a cold
 * compilation differs from that of the same compilation restored from its cache, although
 * every emitted file is byte for byte the same (gatsbyjs/gatsby#33450, open): so the first
 * build after a cold one rewrote every page whatever changed (93 of 98 HTML files on the
 * sample content; 12,014 of 12,019 at 10,000 posts), and the rebuild test and the publisher
 * each paid one whole extra build to get past it.
 *
 * Here the hash is a digest of the emitted files' names and contents, set once the assets are
 * final (below): the same files give the same hash, a changed file a new one, which is what the
 * browser's check needs (a page whose hash differs from app-data.json's reloads, so a visitor
 * never mixes two deploys' chunks). Gatsby reads it from `stats.hash`, which is the
 * compilation's. If Gatsby stops reading it there, pages are rewritten every build again,
 * which `npm run test:build` fails on (it no longer builds twice to settle the hash).
 */
import { createHash } from "node:crypto"
import { readWebpackStats } from "./webpack-stats"
import type webpack from "webpack"

/** The 20 hex characters webpack's own compilation hashes have. */
const HASH_LENGTH = 20

/** One emitted file's digest: what `outputHash` takes for its content. */
export function fileDigest(content: Buffer | string): string {
  return createHash("sha256").update(content).digest("hex")
}

/** The hash of a set of emitted files, by name and content digest, whatever order they come in. */
export function outputHash(files: Iterable<{ name: string; digest: string }>): string {
  const hash = createHash("sha256")
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update(file.name).update("\0").update(file.digest).update("\0")
  }
  return hash.digest("hex").slice(0, HASH_LENGTH)
}

/**
 * What the HTML renderer's output does not show but every page's HTML takes from the browser
 * build: the stylesheets' file names. Gatsby's renderer reads them from the browser build's
 * webpack.stats.json as it renders each page (its `<style data-href>`, which the runtime's
 * stylesheet-link.tsx makes a `<link>`). A change to CSS alone leaves the renderer's files as
 * they were (CSS modules give it class names only), so a renderer hashed by its files alone
 * told Gatsby no page had changed, and every page kept linking the previous stylesheet
 * (2026-11-29: a star drawing changed in StarRating.module.css; 0 pages rendered again).
 * With these names in the renderer's hashes, a new stylesheet renders every page again, as
 * Gatsby's own (input-based) hashes did. The browser build writes the file before the
 * renderer compiles (gatsby build runs them in that order).
 */
export function stylesheetNames(publicDir: string): string[] {
  const stats = readWebpackStats(publicDir, "the stylesheet names the HTML renderer's hashes hold (stable-compilation-hash.ts)")
  const names = [
    ...Object.values(stats.assetsByChunkName ?? {}).flat(),
    ...Object.values(stats.childAssetsByChunkName ?? {}).flatMap((byRel) => Object.values(byRel).flat()),
  ]
  return [...new Set(names.filter((name) => name.endsWith(".css")))].sort()
}

/**
 * Set once every asset is final (afterProcessAssets: minified, with its source maps), while
 * webpack still holds their contents (by `done` it has let them go), and before `done`, where
 * Gatsby's stats extractor writes the hash into the scripts every page carries. Each chunk's
 * hash becomes its files' digest too: Gatsby compares the HTML renderer's chunk hashes per
 * template to decide which pages to render again (getSSRChunkHashes), and those moved between a
 * cold and a cached compilation in the same way. `alsoDependsOn` names what the output depends
 * on besides the compilation's own files (the renderer: the browser build's stylesheets); each
 * name goes into every chunk's hash and the compilation's.
 */
export function stableCompilationHash(alsoDependsOn: () => readonly string[] = () => []): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap("StableCompilationHash", (compilation) => {
        compilation.hooks.afterProcessAssets.tap("StableCompilationHash", () => {
          // Each asset is read and digested once, for its chunk's hash and the compilation's.
          const digests = new Map(compilation.getAssets().map((asset) => [asset.name, fileDigest(asset.source.buffer())]))
          const digestOf = (name: string) => ({ name, digest: digests.get(name) ?? "" })
          const inputs = alsoDependsOn().map((name) => ({ name: `input:${name}`, digest: "" }))
          for (const chunk of compilation.chunks) chunk.hash = outputHash([...[...chunk.files].map(digestOf), ...inputs])
          compilation.hash = compilation.fullHash = outputHash([...[...digests.keys()].map(digestOf), ...inputs])
        })
      })
    },
  }
}
