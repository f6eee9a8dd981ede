import { createServer, type IncomingHttpHeaders, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { cpSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DEFAULT_CONTENT_DIR } from "../../cms/content-store"

/** Polls `condition` until it returns a truthy value (or throws its last error after `timeoutMs`). */
export async function waitFor<T>(condition: () => T | Promise<T>, { timeoutMs = 15_000, what = "the condition" } = {}): Promise<Exclude<T, false | null | undefined | 0 | "">> {
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
