/**
 * Every Function refuses a body it cannot read, behind a host whose parser does not (the
 * wrapper Gatsby compiles around a Function for adapters, as the Netlify adapter runs it: multer
 * first, its error ignored, the Function run with what multer left in req.body). Real HTTP on
 * loopback; the site server's own refusal, before a Function runs, is
 * __tests__/publisher/site-server.test.ts's.
 */
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"
import express, { type RequestHandler } from "express"
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { gatsbyRequire } from "../../publisher/gatsby-modules"
import baseApi from "../../src/api/base-api"
import blogSearch from "../../src/api/blog-search"
import checkLinkedinCrmStatus from "../../src/api/check-linkedin-crm-status"
import demoBooking from "../../src/api/demo-booking"
import demoRequest from "../../src/api/demo-request"
import integrations from "../../src/api/integrations"
import resourceLead from "../../src/api/resource-lead"
import stagingApi from "../../src/api/staging-api"
import thankYouNotesSearch from "../../src/api/thank-you-notes-search"

type FunctionHandler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => unknown
const multer = gatsbyRequire("multer") as () => { any(): RequestHandler }
const functions: Record<string, FunctionHandler> = {
  "base-api": baseApi,
  "blog-search": blogSearch,
  "check-linkedin-crm-status": checkLinkedinCrmStatus,
  "demo-booking": demoBooking,
  "demo-request": demoRequest,
  integrations,
  "resource-lead": resourceLead,
  "staging-api": stagingApi,
  "thank-you-notes-search": thankYouNotesSearch,
}

let server: Server
let url: string

beforeAll(async () => {
  const app = express()
  app.all("/api/:name", (req, res) => {
    // As api-function-webpack-loader.js's functionWrapper: the next step runs whatever the parser passed on.
    multer().any()(req, res, () => void functions[req.params.name!]!(req as unknown as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse))
  })
  server = app.listen(0, "127.0.0.1")
  await new Promise((resolve) => server.once("listening", resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const bodies = [
  ["without a boundary", "multipart/form-data", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n'],
  [
    "cut short after a field",
    "multipart/form-data; boundary=x",
    '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x\r\nContent-Disposition: form-data; name="b"\r\n\r\n',
  ],
  ["well formed", "multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n'],
] as const

describe.each(Object.keys(functions))("/api/%s", (name) => {
  test.each(bodies)("refuses a multipart body %s: 400, a JSON error", async (_what, contentType, body) => {
    const response = await fetch(`${url}/api/${name}`, { method: "POST", headers: { "Content-Type": contentType }, body })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: "The body must be JSON (multipart/form-data is not read)" })
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
  })
})
