import { checkNetworkPageIndexed } from "../../../src/lib/network-page-status/browser"

/** The browser side of SPEC 7.3 and 8, without a DOM: only index false from an ok answer hides the link. */
const response = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response

let consoleError: jest.SpyInstance
beforeEach(() => {
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => consoleError.mockRestore())

test.each<[string, () => Promise<Response>, boolean, boolean]>([
  ["200 { index: true }", async () => response(200, { index: true }), true, false],
  ["200 { index: false }", async () => response(200, { index: false }), false, false],
  ["200 {} (no answer is not 'false')", async () => response(200, {}), true, false],
  ["200 { index: 'false' } (only the boolean counts)", async () => response(200, { index: "false" }), true, false],
  ["200 null", async () => response(200, null), true, false],
  ["502 { index: true }", async () => response(502, { index: true }), true, true],
  ["500 { index: false }", async () => response(500, { index: false }), true, true],
  ["404", async () => response(404, undefined), true, true],
  ["a network error", async () => Promise.reject(new TypeError("fetch failed")), true, true],
])("%s → link shown: %p, logged: %p", async (_name, answer, indexed, logged) => {
  const doFetch = jest.fn(answer)
  expect(await checkNetworkPageIndexed(undefined, doFetch as unknown as typeof fetch)).toBe(indexed)
  expect(doFetch).toHaveBeenCalledWith("/api/check-linkedin-crm-status", expect.anything())
  expect(consoleError).toHaveBeenCalledTimes(logged ? 1 : 0)
})

test("an aborted check is not an error", async () => {
  const controller = new AbortController()
  controller.abort()
  const doFetch = jest.fn(async () => Promise.reject(new DOMException("aborted", "AbortError")))
  expect(await checkNetworkPageIndexed(controller.signal, doFetch as unknown as typeof fetch)).toBe(true)
  expect(consoleError).not.toHaveBeenCalled()
})
