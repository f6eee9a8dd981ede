import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { LeadHandlerDeps } from "../../../../src/features/lead-capture/server/lead-handler"
import { closeSharedLeadDatabases } from "../../../../src/features/lead-capture/server/database"
import { DEFAULT_LEAD_RATE_LIMIT, createRateLimiter, parseRateLimit } from "../../../../src/lib/rate-limit/limiter"
import { DEFAULT_TRUSTED_PROXIES, clientAddress, parseTrustedProxies } from "../../../../src/lib/rate-limit/client-address"
import { honeypotFilled } from "../../../../src/features/lead-capture/rules/honeypot"

describe("the honeypot", () => {
  test("empty, or whitespace a browser left, is a person; anything else a bot", () => {
    expect(honeypotFilled({ email: "a@b.co" })).toBe(false)
    expect(honeypotFilled({ website: "" })).toBe(false)
    expect(honeypotFilled({ website: "  " })).toBe(false)
    expect(honeypotFilled({ website: "http://spam.example" })).toBe(true)
    expect(honeypotFilled({ website: 1 })).toBe(true)
  })
})

describe("the per-address rate limit", () => {
  test("the limit within the window passes; the next is refused with the seconds until the oldest leaves it", () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 }, () => now)
    expect([limiter.take("1.2.3.4"), limiter.take("1.2.3.4")]).toEqual([{ ok: true }, { ok: true }])
    now = 20_000
    expect(limiter.take("1.2.3.4")).toEqual({ ok: true })
    expect(limiter.take("1.2.3.4")).toEqual({ ok: false, retryAfterSeconds: 40 })
    expect(limiter.take("5.6.7.8")).toEqual({ ok: true })
    now = 60_001
    expect(limiter.take("1.2.3.4")).toEqual({ ok: true })
  })

  test("refusals do not extend the wait (a sender retrying is not punished forever)", () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000 }, () => now)
    limiter.take("a")
    now = 9_000
    expect(limiter.take("a")).toEqual({ ok: false, retryAfterSeconds: 1 })
    now = 10_001
    expect(limiter.take("a")).toEqual({ ok: true })
  })

  test("LEADS_RATE_LIMIT as count/seconds; anything else is the default", () => {
    expect(parseRateLimit("20/60")).toEqual({ limit: 20, windowMs: 60_000 })
    expect(parseRateLimit(" 5 / 3600 ")).toEqual({ limit: 5, windowMs: 3_600_000 })
    for (const bad of [undefined, "", "0/60", "20", "many/60", "-1/60"]) expect(parseRateLimit(bad)).toEqual(DEFAULT_LEAD_RATE_LIMIT)
  })

  const addressCases: Array<[string, Record<string, string | string[]>, number, string]> = [
    // [the case, what the request carries, proxies trusted, the address counted]
    ["one proxy: the address it appended", { "x-forwarded-for": "203.0.113.7" }, 1, "203.0.113.7"],
    ["one proxy: what the sender put in front of it is not believed", { "x-forwarded-for": "198.51.100.99, 203.0.113.7" }, 1, "203.0.113.7"],
    ["two proxies: the address the outer one appended", { "x-forwarded-for": "198.51.100.99, 203.0.113.7, 10.0.0.1" }, 2, "203.0.113.7"],
    ["more proxies trusted than wrote: the leftmost", { "x-forwarded-for": "203.0.113.7" }, 3, "203.0.113.7"],
    ["a header sent twice is one list", { "x-forwarded-for": ["198.51.100.99", "203.0.113.7"] }, 1, "203.0.113.7"],
    ["no proxy trusted: the socket's, the header ignored", { "x-forwarded-for": "198.51.100.99" }, 0, "10.0.0.2"],
    ["no header: the socket's", {}, 1, "10.0.0.2"],
    ["an empty header: the socket's", { "x-forwarded-for": " , " }, 1, "10.0.0.2"],
  ]
  test.each(addressCases)("the address counted, %s", (_case, headers, trusted, expected) => {
    expect(clientAddress(headers, "10.0.0.2", trusted)).toBe(expected)
  })

  test("a sender that rotates X-Forwarded-For is still one sender behind one proxy", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 }, () => 0)
    const decisions = ["1.1.1.1", "2.2.2.2", "3.3.3.3"].map((spoofed) =>
      limiter.take(clientAddress({ "x-forwarded-for": `${spoofed}, 203.0.113.7` }, "10.0.0.1", 1)),
    )
    expect(decisions.map((decision) => decision.ok)).toEqual([true, true, false])
  })

  test("TRUSTED_PROXIES: a whole number of proxies; anything else is one", () => {
    expect(parseTrustedProxies("0")).toBe(0)
    expect(parseTrustedProxies(" 2 ")).toBe(2)
    for (const bad of [undefined, "", "-1", "1.5", "yes"]) expect(parseTrustedProxies(bad)).toBe(DEFAULT_TRUSTED_PROXIES)
    expect(DEFAULT_TRUSTED_PROXIES).toBe(1)
    expect(clientAddress({}, undefined)).toBe("unknown")
  })
})

describe("the count survives the Function's module being loaded afresh for each request, as gatsby serve does", () => {
  const saved = { ...process.env }
  let dir = ""
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "lead-guard-"))
    process.env.LEADS_RATE_LIMIT = "2/600"
    process.env.LEADS_DB_PATH = join(dir, "leads.sqlite")
    delete process.env.LEADS_DATABASE_URL
  })
  afterEach(async () => {
    await closeSharedLeadDatabases()
    process.env = { ...saved }
    rmSync(dir, { recursive: true, force: true })
  })

  const freshDeps = (): LeadHandlerDeps => {
    let deps: LeadHandlerDeps | undefined
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      deps = (require("../../../../src/features/lead-capture/server/lead-handler") as { runtimeLeadDeps: () => LeadHandlerDeps }).runtimeLeadDeps()
    })
    return deps!
  }

  test("counted in the lead database", async () => {
    const key = `reload-${Date.now()}`
    expect(await freshDeps().rateLimiter?.take(key)).toEqual({ ok: true })
    expect(await freshDeps().rateLimiter?.take(key)).toEqual({ ok: true })
    expect(await freshDeps().rateLimiter?.take(key)).toMatchObject({ ok: false })
  })

  test("counted in the process while the database cannot be opened, which the log says", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    process.env.LEADS_DATABASE_URL = "mysql://leads.example/leads"
    const key = `reload-down-${Date.now()}`
    try {
      expect(await freshDeps().rateLimiter?.take(key)).toEqual({ ok: true })
      expect(await freshDeps().rateLimiter?.take(key)).toEqual({ ok: true })
      expect(await freshDeps().rateLimiter?.take(key)).toMatchObject({ ok: false })
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining(
          "the rate limit could not be counted in the lead database (LEADS_DATABASE_URL is set but is not a postgres:// or postgresql:// URL",
        ),
      )
    } finally {
      warn.mockRestore()
    }
  })
})
