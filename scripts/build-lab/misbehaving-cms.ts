/**
 * A CMS made to misbehave, for the build-fault test (scripts/build-lab/fault-test.ts): the
 * embedded CMS (cms/server.ts) behind a loopback proxy whose behaviour is switched between
 * builds. Everything but /graph (assets, element-api) always passes through.
 *
 * - pass: every request forwarded as it is;
 * - hang: /graph requests are accepted and never answered (the client's timeout must end them);
 * - status-500: /graph answers HTTP 500, as a CMS whose PHP fell over;
 * - graphql-errors: the entries query answers 200 with an `errors` array, as Craft does for a
 *   field its schema lost;
 * - missing-field: the entries query's answer loses a required field of one entry.
 *
 * A CMS that is down is a port nobody listens on: `downUrl()`.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"
import { startCmsServer, type RunningCms } from "../../cms/server"

export type CmsBehaviour = "pass" | "hang" | "status-500" | "graphql-errors" | "missing-field"

/** The GraphQL error the graphql-errors mode answers with: what Craft says when a field is gone. */
export const GRAPHQL_ERROR_MESSAGE = 'Cannot query field "blogSubtitle" on type "blog_blog_Entry".'

export interface MisbehavingCms {
  url: string
  behaviour: CmsBehaviour
  /** In missing-field mode: the slug of the entry that loses a field, and which field. */
  strip: { slug: string; field: string }
  /** /graph requests seen since the last reset (a hang's retries show here). */
  graphRequests: number
  close(): Promise<void>
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })

/** Sends the request on to the embedded CMS; the answer's body is handed to `rewrite` first when given. */
function forward(upstream: RunningCms, req: IncomingMessage, body: Buffer, res: ServerResponse, rewrite?: (body: Buffer) => Buffer): void {
  const proxied = httpRequest(
    `${upstream.url}${req.url ?? "/"}`,
    { method: req.method, headers: { ...req.headers, host: new URL(upstream.url).host } },
    (answer) => {
      const chunks: Buffer[] = []
      answer.on("data", (chunk: Buffer) => chunks.push(chunk))
      answer.on("end", () => {
        const out = rewrite ? rewrite(Buffer.concat(chunks)) : Buffer.concat(chunks)
        const headers = { ...answer.headers, "content-length": String(out.length) }
        delete headers["transfer-encoding"]
        res.writeHead(answer.statusCode ?? 502, headers).end(out)
      })
    },
  )
  proxied.on("error", (error) => res.writeHead(502).end(error.message))
  proxied.end(body)
}

export async function startMisbehavingCms(options: { contentDir: string; token: string }): Promise<MisbehavingCms> {
  const upstream = await startCmsServer({ contentDir: options.contentDir, token: options.token })
  const hanging = new Set<Socket>()
  const state: MisbehavingCms = {
    url: "",
    behaviour: "pass",
    strip: { slug: "", field: "title" },
    graphRequests: 0,
    close: async () => {
      for (const socket of hanging) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await upstream.close()
    },
  }
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    const graph = new URL(req.url ?? "/", "http://cms").pathname === "/graph" && req.method === "POST"
    if (!graph) return forward(upstream, req, body, res)
    state.graphRequests += 1
    const operation = (JSON.parse(body.toString("utf8") || "{}") as { operationName?: string }).operationName
    const entriesQuery = operation === "sourceEntries"
    switch (state.behaviour) {
      case "hang":
        hanging.add(req.socket)
        return // never answered
      case "status-500":
        return void res.writeHead(500, { "Content-Type": "text/html" }).end("<h1>Internal Server Error</h1>")
      case "graphql-errors":
        if (!entriesQuery) break
        return void res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ errors: [{ message: GRAPHQL_ERROR_MESSAGE, locations: [{ line: 1, column: 1 }] }] }))
      case "missing-field":
        if (!entriesQuery) break
        return forward(upstream, req, body, res, (answer) => {
          const json = JSON.parse(answer.toString("utf8")) as { data?: { entries?: Array<Record<string, unknown>> } }
          for (const entry of json.data?.entries ?? []) if (entry.slug === state.strip.slug) delete entry[state.strip.field]
          return Buffer.from(JSON.stringify(json))
        })
      case "pass":
        break
    }
    forward(upstream, req, body, res)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return state
}

/** A loopback URL nothing listens on: a port the system just gave out, closed again. */
export async function downUrl(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}
