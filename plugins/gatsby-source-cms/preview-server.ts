/**
 * The preview server's front (gatsby-config's `developMiddleware`, under `npm run preview`):
 * what Craft's preview targets and Live Preview open.
 *
 * Why a develop middleware and not a server of its own in front of `gatsby develop`: the
 * middleware runs in the develop process itself, beside sourceNodes, so it can wait for
 * *this* token's sourcing to finish (preview.ts) instead of guessing from outside; one port,
 * no proxying of Gatsby's websocket and hot reloading; and Gatsby's own page-data route then
 * waits for the page queries the new node made stale, so the first page-data.json the
 * browser asks for already holds the draft.
 *
 * For every response: `Content-Security-Policy: frame-ancestors <CMS origin>` (Live Preview
 * shows the page in an iframe of Craft's control panel; no other site may frame it),
 * no X-Frame-Options, and noindex.
 *
 * For a page request with `?token=…`: the token and the entry's uri (the path) go to the
 * plugin, a sourcing is started through Gatsby's refresh endpoint (`__refresh/gatsby-source-cms`,
 * body `{ preview: { token, uri } }`), and the request waits (at most `waitMs`) until that
 * sourcing has shown the draft, or found the token refused; then Gatsby answers it. Every load
 * asks again, so a later save of the draft shows on refresh (Live Preview reloads the frame
 * with the same token on every change). While any token is remembered, a sourcing runs every
 * `recheckMs` too, so a token that expires while nobody reloads stops showing its draft.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { rememberedPreviewCount, requestPreview, uriOfPath, type PreviewOutcome } from "./preview"

export interface PreviewServerOptions {
  /** The origin allowed to frame the preview (Craft's control panel: CMS_PREVIEW_ORIGIN, else CMS_URL's). */
  frameOrigin: string
  /** Starts a sourcing on this server with this webhook body (default: Gatsby's refresh endpoint, over loopback). */
  refresh?: (base: string, body: unknown) => Promise<void>
  /** The longest a page load waits for its draft (default 20 s): then Gatsby answers with what it has. */
  waitMs?: number
  /** Re-check remembered tokens this often (default 60 s); 0: never. */
  recheckMs?: number
  log?: (message: string) => void
}

type Next = (error?: unknown) => void

/** Gatsby's refresh endpoint, which hands `body` to sourceNodes as webhookBody. */
export async function refreshThroughGatsby(base: string, body: unknown): Promise<void> {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (process.env.GATSBY_REFRESH_TOKEN) headers.authorization = process.env.GATSBY_REFRESH_TOKEN
  const response = await fetch(`${base}/__refresh/gatsby-source-cms`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  })
  await response.arrayBuffer()
  if (!response.ok)
    throw new Error(`the refresh endpoint answered HTTP ${response.status} (is ENABLE_GATSBY_REFRESH_ENDPOINT set, and GATSBY_REFRESH_TOKEN the same?)`)
}

/** The server the request came in on, as seen from this machine (the develop process's own port). */
function baseOf(req: IncomingMessage): string {
  const address = req.socket.localAddress ?? "127.0.0.1"
  const host = address.includes(":") ? (address.startsWith("::ffff:") ? address.slice(7) : `[${address}]`) : address
  return `http://${host}:${req.socket.localPort}`
}

export function createPreviewMiddleware(options: PreviewServerOptions) {
  const refresh = options.refresh ?? refreshThroughGatsby
  const waitMs = options.waitMs ?? 20_000
  const recheckMs = options.recheckMs ?? 60_000
  const log = options.log ?? ((message: string) => console.log(message))
  const frameAncestors = new URL(options.frameOrigin).origin
  let base: string | undefined
  let timer: NodeJS.Timeout | undefined

  const scheduleRecheck = (): void => {
    if (timer || recheckMs <= 0) return
    timer = setInterval(() => {
      if (base === undefined || rememberedPreviewCount() === 0) return
      refresh(base, { preview: { recheck: true } }).catch((error: Error) => log(`Preview: could not re-check the preview tokens: ${error.message}`))
    }, recheckMs)
    timer.unref()
  }

  async function showDraft(req: IncomingMessage, token: string, uri: string): Promise<PreviewOutcome | "timeout"> {
    base = baseOf(req)
    const outcome = requestPreview({ token, uri })
    await refresh(base, { preview: { token, uri } })
    let timeout: NodeJS.Timeout | undefined
    const waited = await Promise.race([outcome, new Promise<"timeout">((resolve) => (timeout = setTimeout(() => resolve("timeout"), waitMs)))])
    clearTimeout(timeout)
    scheduleRecheck()
    return waited
  }

  return {
    handle(req: IncomingMessage, res: ServerResponse, next: Next): void {
      res.setHeader("Content-Security-Policy", `frame-ancestors ${frameAncestors}`)
      res.removeHeader("X-Frame-Options")
      res.setHeader("X-Robots-Tag", "noindex, nofollow")
      const url = new URL(req.url ?? "/", "http://preview.invalid")
      const token = url.searchParams.get("token")
      if (token === null || token === "" || (req.method !== "GET" && req.method !== "HEAD") || url.pathname.startsWith("/__")) {
        next()
        return
      }
      const uri = uriOfPath(url.pathname)
      showDraft(req, token, uri).then(
        (outcome) => {
          const status = outcome === "timeout" ? "timeout" : outcome.status
          res.setHeader("X-Preview", status)
          if (outcome === "timeout") log(`Preview: ${uri} is taking longer than ${waitMs} ms to source; showing what the server has`)
          else if (outcome.status === "shown") log(`Preview: ${uri} shows the draft of "${outcome.title}"`)
          else log(`Preview: ${uri} shows the published entry: the CMS refused the token (${outcome.reason})`)
          next()
        },
        (error: Error) => {
          res.setHeader("X-Preview", "failed")
          log(`Preview: could not source ${uri} with its token: ${error.message}`)
          next()
        },
      )
    },
    close(): void {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
