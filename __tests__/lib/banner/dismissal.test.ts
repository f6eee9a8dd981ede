import { BANNER_DISMISSED_KEY, createBannerDismissalStore, type DismissalFlag } from "../../../src/lib/banner/banner"
import { flagCookieLine, hasFlagCookie } from "../../../src/lib/cookies/flag-cookie"

/** A flag kept as the browser keeps a cookie: a jar of `name=value` pairs that the store's lines are written into. */
function cookieJarFlag(): DismissalFlag & { jar: Map<string, string> } {
  const jar = new Map<string, string>()
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ")
  return {
    jar,
    read: () => hasFlagCookie(cookies(), BANNER_DISMISSED_KEY),
    write: () => {
      const [pair] = flagCookieLine(BANNER_DISMISSED_KEY, { protocol: "https:" }).split("; ")
      const [name, value] = pair!.split("=")
      jar.set(name!, value!)
      return hasFlagCookie(cookies(), BANNER_DISMISSED_KEY)
    },
  }
}

test("a close is kept in a session cookie and announced to subscribers", () => {
  const flag = cookieJarFlag()
  const store = createBannerDismissalStore(flag)
  const listener = jest.fn()
  const unsubscribe = store.subscribe(listener)
  expect(store.isDismissed()).toBe(false)
  store.dismiss()
  expect(store.isDismissed()).toBe(true)
  expect(flag.jar.get(BANNER_DISMISSED_KEY)).toBe("1")
  expect(listener).toHaveBeenCalledTimes(1)
  // A later page of the same session (a new store over the same cookies) sees it.
  expect(createBannerDismissalStore(flag).isDismissed()).toBe(true)
  unsubscribe()
  store.dismiss()
  expect(listener).toHaveBeenCalledTimes(1)
})

test("blocked cookies never throw; the close lasts for the page", () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  // A browser that refuses the site's cookies: the line is accepted and nothing is kept.
  const store = createBannerDismissalStore({ read: () => false, write: () => false })
  expect(store.isDismissed()).toBe(false)
  expect(() => store.dismiss()).not.toThrow()
  expect(store.isDismissed()).toBe(true)
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})

test("on the server (no document) the default store reads as not dismissed", () => {
  // This file runs in jest's node environment: no window, no document.
  expect(typeof document).toBe("undefined")
  expect(createBannerDismissalStore().isDismissed()).toBe(false)
})
