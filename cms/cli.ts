/**
 * `npm run cms`: the local CMS alone, with GraphiQL, for exploring the content.
 * CMS_PORT (default 4000), CMS_TOKEN and CMS_PREVIEW_TOKEN_DURATION (seconds; default one day, as
 * Craft's previewTokenDuration) are optional. It reloads cms/content/ on every save. Preview tokens:
 * POST /actions/preview/create-token { "uri": … } (docs/publishing-and-preview.md).
 */
import { parsePreviewTokenDuration } from "./preview-tokens"
import { startCmsServer } from "./server"

async function main(): Promise<void> {
  const cms = await startCmsServer({
    port: Number(process.env.CMS_PORT ?? 4000),
    token: process.env.CMS_TOKEN || undefined,
    previewTokens: { durationSeconds: parsePreviewTokenDuration(process.env.CMS_PREVIEW_TOKEN_DURATION) },
    siteUrl: process.env.SITE_URL || undefined,
    graphiql: true,
    // Follows cms/content/ as you edit it (a broken save is reported and the previous content kept).
    watch: true,
  })
  console.log(`Local CMS: ${cms.store.entries.length} entries, ${cms.store.globals.length} global sets, ${cms.store.assets.length} assets`)
  console.log(`GraphiQL:  ${cms.url}/graph`)
  console.log(`Element API example: ${cms.url}/nextjs-cats/2270.json`)
  const stop = (): void => {
    void cms.close().then(() => process.exit(0))
  }
  process.once("SIGINT", stop)
  process.once("SIGTERM", stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
