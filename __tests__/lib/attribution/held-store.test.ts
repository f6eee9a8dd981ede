/**
 * Attribution held until marketing consent (lib/attribution/held-store.ts): the same SPEC 4.4
 * rules on every page view, their writes kept in the tab's sessionStorage, then written at
 * once on a yes, or dropped on a no.
 */
import { startAttribution, updateAttribution } from "../../../src/lib/attribution/attribution"
import type { CookieStore, CookieWrite } from "../../../src/lib/attribution/cookies"
import {
  attributionStoreFor,
  discardHeldAttribution,
  HELD_ATTRIBUTION_KEY,
  heldCookieStore,
  readHeldWrites,
  releaseHeldAttribution,
} from "../../../src/lib/attribution/held-store"

/** The browser's cookies, as a jar. */
function cookieJar(initial: Record<string, string> = {}) {
  const jar: Record<string, string> = { ...initial }
  const store: CookieStore & { jar: Record<string, string> } = {
    jar,
    readAll: () => ({ ...jar }),
    writeAll: (writes: readonly CookieWrite[]) => {
      for (const { name, value } of writes) jar[name] = value
      return []
    },
    remove: (name: string) => {
      delete jar[name]
      return true
    },
  }
  return store
}

/** sessionStorage, as a map. */
function tabStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  }
}

const undecided = { marketing: false, decided: false }
const declined = { marketing: false, decided: true }
const allowed = { marketing: true, decided: true }
const landing = "https://www.rapport.example/pricing?utm_source=newsletter&utm_medium=email&gclid=abc"

beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined)
  jest.spyOn(console, "error").mockImplementation(() => undefined)
})
afterEach(() => jest.restoreAllMocks())

test("undecided: the rules run as before, no cookie is written, the writes wait in sessionStorage", () => {
  const cookies = cookieJar()
  const storage = tabStorage()
  const state = startAttribution({ location: { href: landing }, document: { referrer: "" }, store: attributionStoreFor(undecided, storage, cookies) })
  expect(state.params.utm_source).toBe("newsletter")
  expect(state.first.first_landing_page).toBe("/pricing")
  expect(cookies.jar).toEqual({})
  expect(readHeldWrites(storage).map((write) => write.name)).toEqual(
    expect.arrayContaining(["rapport_ft", "utm_source", "utm_medium", "gclid", "utm_first_page", "utm_last_page"]),
  )
})

test("accept after two page views: the first touch is the first page, not the later one, and every cookie is written at once", () => {
  const cookies = cookieJar()
  const storage = tabStorage()
  const first = startAttribution({
    location: { href: landing },
    document: { referrer: "https://www.google.com/" },
    now: new Date("2026-03-01T10:00:00Z"),
    store: attributionStoreFor(undecided, storage, cookies),
  })
  updateAttribution({
    location: { href: "https://www.rapport.example/resources" },
    document: { referrer: "" },
    now: new Date("2026-03-01T10:05:00Z"),
    store: attributionStoreFor(undecided, storage, cookies),
  })
  expect(cookies.jar).toEqual({})
  const written = releaseHeldAttribution(storage, cookies)
  expect(written).toEqual(expect.arrayContaining(["rapport_ft", "utm_source", "utm_first_page", "utm_last_page"]))
  const record = JSON.parse(cookies.jar.rapport_ft!) as Record<string, string>
  expect(record.landing_page).toBe("/pricing")
  expect(record.referrer).toBe("https://www.google.com/")
  expect(record.first_seen_ts).toBe(first.first.first_seen_ts)
  expect(cookies.jar.utm_source).toBe("newsletter")
  expect(cookies.jar.utm_first_page).toBe("https://www.rapport.example/pricing?utm_source=newsletter&utm_medium=email&gclid=abc")
  expect(cookies.jar.utm_last_page).toBe("https://www.rapport.example/resources")
  expect(storage.items.has(HELD_ATTRIBUTION_KEY)).toBe(false)
})

test("decline: nothing held survives, and no attribution cookie is written", () => {
  const cookies = cookieJar()
  const storage = tabStorage()
  startAttribution({ location: { href: landing }, document: { referrer: "" }, store: attributionStoreFor(undecided, storage, cookies) })
  discardHeldAttribution(storage)
  expect(storage.items.size).toBe(0)
  // The next pages, declined: the rules still give the page its state, in memory only.
  const state = updateAttribution({
    location: { href: "https://www.rapport.example/demos?utm_source=ads" },
    document: { referrer: "" },
    store: attributionStoreFor(declined, storage, cookies),
  })
  expect(state.params.utm_source).toBe("ads")
  expect(cookies.jar).toEqual({})
  expect(storage.items.size).toBe(0)
})

test("allowed: the browser's cookies, as SPEC 4.4 has it", () => {
  const cookies = cookieJar()
  startAttribution({ location: { href: landing }, document: { referrer: "" }, store: attributionStoreFor(allowed, tabStorage(), cookies) })
  expect(Object.keys(cookies.jar)).toEqual(expect.arrayContaining(["rapport_ft", "utm_source"]))
})

test("held writes read over the real cookies, and a corrupt hold reads as none", () => {
  const storage = tabStorage()
  const store = heldCookieStore(storage, cookieJar({ logged_in_rapport_user: "true", utm_source: "old" }))
  store.writeAll([{ name: "utm_source", value: "new", attributes: { maxAgeSeconds: 60, path: "/", sameSite: "Lax", secure: false } }])
  expect(store.readAll()).toEqual({ logged_in_rapport_user: "true", utm_source: "new" })
  storage.setItem(HELD_ATTRIBUTION_KEY, "{not json")
  expect(readHeldWrites(storage)).toEqual([])
  expect(releaseHeldAttribution(storage, cookieJar())).toEqual([])
})

test("storage that throws: held in memory for the page, nothing thrown", () => {
  const broken = {
    getItem: () => {
      throw new Error("blocked")
    },
    setItem: () => {
      throw new Error("blocked")
    },
    removeItem: () => {
      throw new Error("blocked")
    },
  }
  const cookies = cookieJar()
  expect(() =>
    startAttribution({ location: { href: landing }, document: { referrer: "" }, store: attributionStoreFor(undecided, broken, cookies) }),
  ).not.toThrow()
  expect(cookies.jar).toEqual({})
  expect(() => releaseHeldAttribution(broken, cookies)).not.toThrow()
  expect(() => discardHeldAttribution(broken)).not.toThrow()
})
