import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { startCmsServer, type CmsServerOptions, type RunningCms } from "../../cms/server"
import { FIXTURE_CONTENT } from "./cms"

/**
 * The fixture CMS plus pages for the network-page status check. They go into a copy of
 * the fixture content, because other tests count the fixture's entries:
 * - linkedin-crm: the network page, taken out of the index (index false)
 * - indexed-page: index true
 * - unset-index-page: no index field
 * - draft-noindex-page: index false, but a draft (not published)
 */
export async function startNetworkPageCms(options: CmsServerOptions = {}): Promise<RunningCms> {
  const dir = mkdtempSync(join(tmpdir(), "network-page-cms-"))
  cpSync(FIXTURE_CONTENT, dir, { recursive: true })
  const page = (uri: string, fields: Record<string, unknown>) =>
    writeFileSync(
      join(dir, "entries", "pages", `${uri}.json`),
      JSON.stringify({ typeHandle: "productPage", title: uri, uri, enabled: true, seoDescription: "Fixture", ...fields }),
    )
  page("linkedin-crm", { title: "LinkedIn CRM", index: false })
  page("indexed-page", { index: true })
  page("unset-index-page", {})
  page("draft-noindex-page", { index: false, enabled: false })
  const cms = await startCmsServer({ contentDir: dir, ...options })
  return {
    ...cms,
    close: async () => {
      await cms.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
