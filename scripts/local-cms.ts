/**
 * The embedded CMS as `npm run build` / `develop` (scripts/with-cms.ts) and `npm start`
 * (publisher/start.ts) run it when CMS_URL is unset. Both start it the same way, so
 * consecutive runs of either see the same CMS:
 * - it remembers when each element last changed across runs, in a state file under
 *   node_modules/.cache (gone with node_modules, which then means one full sourcing);
 * - it listens on a port derived from the checkout and its content folder, so the CMS URL
 *   (part of what the source plugin's incremental sourcing checks) is the same from one run
 *   to the next; when that port is taken (another checkout, a develop server running), any
 *   free one, and the next build sources in full, as for any new CMS URL.
 * Per content folder: a build of a temporary copy (CMS_CONTENT_DIR) never reads or shifts the
 * dates of another.
 */
import { createHash } from "node:crypto"
import { join } from "node:path"
import { startCmsServer, type CmsServerOptions, type RunningCms } from "../cms/server"

const ROOT = join(__dirname, "..")

const contentKeyOf = (contentDir: string | undefined): string =>
  createHash("sha1")
    .update(`${ROOT}\0${contentDir ?? ""}`)
    .digest("hex")
    .slice(0, 12)

/** Where the local CMS keeps its memory of element dates for a content folder (cms/content-changes.ts). */
export const localCmsStateFile = (contentDir: string | undefined): string =>
  join(ROOT, "node_modules", ".cache", "rapport-cms", `state-${contentKeyOf(contentDir)}.json`)

/** Where the local CMS keeps its preview tokens for a content folder, shared with `npm run preview -- link` (cms/preview-tokens.ts). */
export const localCmsPreviewTokenFile = (contentDir: string | undefined): string =>
  join(ROOT, "node_modules", ".cache", "rapport-cms", `preview-tokens-${contentKeyOf(contentDir)}.json`)

/** The port derived from the checkout and its content folder. */
const preferredLocalCmsPort = (contentDir: string | undefined): number => 20000 + (Number.parseInt(contentKeyOf(contentDir).slice(0, 4), 16) % 20000)

/**
 * Starts the local CMS for a content folder (undefined: cms/content) with its state file and
 * its derived port (CMS_PORT overrides it). `restoredHistory` on the result is false when it
 * had no memory of earlier dates: the next build must then source every entry.
 */
export async function startLocalCms(options: Omit<CmsServerOptions, "stateFile" | "port">, env: NodeJS.ProcessEnv = process.env): Promise<RunningCms> {
  const withState: CmsServerOptions = { ...options, stateFile: localCmsStateFile(options.contentDir) }
  const port = Number(env.CMS_PORT) || preferredLocalCmsPort(options.contentDir)
  try {
    return await startCmsServer({ ...withState, port })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error
    return startCmsServer({ ...withState, port: 0 })
  }
}
