/**
 * A Gatsby Function behind a real HTTP server on 127.0.0.1:0, for tests that go over the
 * wire. The body is parsed the way Gatsby's Functions middleware does it (JSON and form
 * bodies become objects, text stays text); the response offers the parts of Gatsby's response
 * the site's Functions use (status, json, send, setHeader).
 */
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { startCmsServer, type RunningCms } from "../../cms/server"

type FunctionHandler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => unknown

export interface RunningFunction {
  url: string
  close: () => Promise<void>
}

const MAX_READ = 1024 * 1024

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_READ) chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })
}

export async function serveFunction(handler: FunctionHandler): Promise<RunningFunction> {
  const server: Server = createServer(async (req, res) => {
    const text = await readBody(req)
    let body: unknown = text === "" ? undefined : text
    if ((req.headers["content-type"] ?? "").includes("application/json") && text !== "") {
      try {
        body = JSON.parse(text)
      } catch {
        res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "invalid JSON (body parser)" }))
        return
      }
    } else if ((req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded")) {
      // As Gatsby's Functions middleware (express.urlencoded): a form post becomes an object.
      body = Object.fromEntries(new URLSearchParams(text))
    }
    let status = 200
    const response = {
      setHeader(name: string, value: string) {
        res.setHeader(name, value)
        return response
      },
      status(code: number) {
        status = code
        return response
      },
      json(value: unknown) {
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value))
        return response
      },
      send(value: unknown) {
        res.writeHead(status).end(typeof value === "string" ? value : JSON.stringify(value))
        return response
      },
    }
    // Gatsby hands a Function its query string parsed, one value per name.
    const query = Object.fromEntries(new URL(req.url ?? "/", "http://localhost").searchParams)
    const request = { method: req.method, headers: req.headers, body, query, params: {}, cookies: {}, socket: req.socket }
    try {
      await handler(request as unknown as GatsbyFunctionRequest, response as unknown as GatsbyFunctionResponse)
    } catch (error) {
      res.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}

/**
 * For a describe block: before its tests, the embedded sample CMS on loopback (CMS_URL
 * pointing at it) and `handler` served against it; after them, both closed and the
 * environment restored. The returned object's `url` is the Function's, once started.
 */
export function serveFunctionAgainstLocalCms(handler: FunctionHandler): { readonly url: string } {
  let cms: RunningCms | undefined
  let fn: RunningFunction | undefined
  const savedEnv = { ...process.env }
  beforeAll(async () => {
    cms = await startCmsServer()
    process.env.CMS_URL = cms.url
    fn = await serveFunction(handler)
  })
  afterAll(async () => {
    process.env = { ...savedEnv }
    await fn?.close()
    await cms?.close()
  })
  return {
    get url(): string {
      if (!fn) throw new Error("serveFunctionAgainstLocalCms: the Function is not started yet (use its url inside a test)")
      return fn.url
    },
  }
}
