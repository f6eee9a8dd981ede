import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEFAULT_CONTENT_DIR } from "../../cms/content-store"

/** Polls `condition` until it returns a truthy value (or throws its last error after `timeoutMs`). */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeoutMs = 15_000, what = "the condition" } = {},
): Promise<Exclude<T, false | null | undefined | 0 | "">> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await condition()
      if (value) return value as Exclude<T, false | null | undefined | 0 | "">
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ""}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

export interface ReceivedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: unknown
}

/** An HTTP server on loopback that records every request and answers 200 `{}` (a webhook receiver). */
export async function startRecorder(): Promise<{ url: string; received: ReceivedRequest[]; close: () => Promise<void> }> {
  const received: ReceivedRequest[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8")
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // kept as text
      }
      received.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body })
      res.writeHead(200, { "content-type": "application/json" })
      res.end("{}")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A temporary copy of cms/content (tests never modify the real one); remove() deletes it. */
export function copyOfContent(from = DEFAULT_CONTENT_DIR): { dir: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), "cms-content-"))
  const dir = join(root, "content")
  cpSync(from, dir, { recursive: true })
  return { dir, remove: () => rmSync(root, { recursive: true, force: true }) }
}

export interface LoggedQuery {
  operationName: string | undefined
  variables: Record<string, unknown>
  /** The ids of the entries the CMS answered with (`data.entries`), if any. */
  entryIds: string[] | undefined
}

/**
 * A loopback proxy in front of a CMS that logs every GraphQL request and the entries the CMS
 * returned, to see what a client really fetched (no mock: the requests reach the real CMS).
 * `rewrite` may change the CMS's answer to a GraphQL operation before the client gets it
 * (to answer as a Craft configured otherwise would, e.g. assets on a CDN).
 */
export async function startGraphLog(
  target: string,
  rewrite?: (operationName: string | undefined, answer: string) => string,
): Promise<{ url: string; log: LoggedQuery[]; close: () => Promise<void> }> {
  const log: LoggedQuery[] = []
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      const body = Buffer.concat(chunks)
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === "string" && name !== "host" && name !== "content-length") headers[name] = value
      void fetch(`${target}${req.url ?? "/"}`, { method: req.method, headers, body: req.method === "GET" || req.method === "HEAD" ? undefined : body })
        .then(async (response) => {
          // Bytes as they came (an asset file is binary); only a GraphQL answer is read as text.
          let answer: Buffer | string = Buffer.from(await response.arrayBuffer())
          if (req.url?.startsWith("/graph") && req.method === "POST") {
            const sent = JSON.parse(body.toString("utf8")) as { operationName?: string; variables?: Record<string, unknown> }
            let text = answer.toString("utf8")
            if (rewrite) text = rewrite(sent.operationName, text)
            answer = text
            let entryIds: string[] | undefined
            try {
              entryIds = (JSON.parse(text) as { data?: { entries?: Array<{ id: string }> } }).data?.entries?.map((e) => String(e.id))
            } catch {
              entryIds = undefined
            }
            log.push({ operationName: sent.operationName, variables: sent.variables ?? {}, entryIds })
          }
          res.writeHead(response.status, { "content-type": response.headers.get("content-type") ?? "application/json" })
          res.end(answer)
        })
        .catch((error: Error) => {
          res.writeHead(502)
          res.end(error.message)
        })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
