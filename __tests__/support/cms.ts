import { join } from "node:path"
import { startCmsServer, type CmsServerOptions, type RunningCms } from "../../cms/server"

/** The small, stable content the CMS and client tests run against. */
export const FIXTURE_CONTENT = join(__dirname, "..", "fixtures", "cms-content")

/** A real local CMS on a free loopback port, over the fixture content. */
export const startFixtureCms = (options: CmsServerOptions = {}): Promise<RunningCms> => startCmsServer({ contentDir: FIXTURE_CONTENT, ...options })
