/**
 * A built site as the site server (site-server.ts) serves it: the folder of pages and files
 * (public/, or a release's copy of it), the compiled Gatsby Functions, the client-only routes,
 * and the serving rules the build was configured with (gatsby-config's `trailingSlash` and
 * `headers`).
 *
 * The serving rules come from the build, never from gatsby-config read again by the server:
 * the Content-Security-Policy in `headers` hashes the inline scripts of that build's code with
 * that build's environment (src/lib/security/headers.ts), so a policy computed later (the
 * publisher runs for days while code and settings change under it; `npm run serve` may run
 * with another environment than the build) could block the pages' own scripts. onPostBuild
 * (plugins/gatsby-plugin-site-runtime/gatsby-node.ts) writes them to SERVING_RULES_FILE;
 * `npm run serve` reads that file (readBuiltSite), the publisher copies it into each release
 * (releases.ts).
 */
import { existsSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { join } from "node:path"
import type { GatsbyConfig } from "gatsby"
import type { IGatsbyFunction } from "gatsby/dist/redux/types"

/** gatsby-config's rules for serving the build, as the build resolved them (Gatsby's default trailingSlash included). */
export type ServingRules = Required<Pick<GatsbyConfig, "trailingSlash" | "headers">>

/**
 * How many hex digits of content hash the browser bundle's file names carry
 * (`app-[hash].js`, `styles.[hash].css`): set for webpack by the site runtime plugin
 * (short-file-hashes.ts), read by the server to cache such files as immutable
 * (served-headers.ts). Eight, not webpack's twenty: the webpack runtime on every page maps
 * every chunk to its hash, 83 of them, and the twelve digits more cost 0.7 KB gzip of every
 * first load; 32 bits still make a changed file keeping its name a one-in-four-billion event.
 */
export const CONTENT_HASH_LENGTH = 8

/** Where the build leaves its serving rules, relative to the project. */
export const SERVING_RULES_FILE = join(".cache", "serving-rules.json")

export interface BuiltSite {
  /** The built pages and files. */
  siteDir: string
  /** Gatsby's Functions manifest (.cache/functions/manifest.json), each entry naming its compiled file. */
  functions: IGatsbyFunction[]
  /** Client-only routes of the build (.cache/match-paths.json). */
  matchPaths: Array<{ path: string; matchPath: string }>
  serving: ServingRules
}

/** What a build leaves besides its pages, each file as Gatsby (and onPostBuild) writes it. */
export interface BuildOutputFiles {
  /** Gatsby's compiled Functions (.cache/functions); absent or empty when the site has none. */
  functionsDir?: string
  /** .cache/match-paths.json; absent when the site has no client-only routes. */
  matchPathsFile?: string
  /** SERVING_RULES_FILE. */
  servingRulesFile: string
}

export class BuiltSiteError extends Error {}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, "utf8")) as T
}

/** The Functions manifest, the client-only routes and the serving rules of a build; it fails, naming the file, when the rules are missing. */
export async function readBuildOutput(files: BuildOutputFiles): Promise<Omit<BuiltSite, "siteDir">> {
  const manifest = files.functionsDir ? join(files.functionsDir, "manifest.json") : undefined
  const functions = manifest && existsSync(manifest) ? await readJson<IGatsbyFunction[]>(manifest) : []
  const matchPaths = files.matchPathsFile && existsSync(files.matchPathsFile) ? await readJson<BuiltSite["matchPaths"]>(files.matchPathsFile) : []
  let serving: ServingRules
  try {
    serving = await readJson<ServingRules>(files.servingRulesFile)
  } catch (error) {
    throw new BuiltSiteError(
      `cannot read ${files.servingRulesFile}, which every build writes (gatsby-plugin-site-runtime's onPostBuild): ${(error as Error).message}`,
    )
  }
  return { functions, matchPaths, serving }
}

/** The last build of the project at `projectDir`, where `gatsby build` leaves it: public/ and .cache/. */
export async function readBuiltSite(projectDir: string): Promise<BuiltSite> {
  const siteDir = join(projectDir, "public")
  if (!existsSync(join(siteDir, "index.html"))) throw new BuiltSiteError(`${siteDir} has no index.html: run \`npm run build\` first`)
  const output = await readBuildOutput({
    functionsDir: join(projectDir, ".cache", "functions"),
    matchPathsFile: join(projectDir, ".cache", "match-paths.json"),
    servingRulesFile: join(projectDir, SERVING_RULES_FILE),
  })
  return { siteDir, ...output }
}
