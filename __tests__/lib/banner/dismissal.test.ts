import { BANNER_DISMISSED_KEY, createBannerDismissalStore } from "../../../src/lib/banner/banner"

/** A minimal in-memory Storage. */
function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  }
}

test("a close is kept in the session's storage and announced to subscribers", () => {
  const storage = memoryStorage()
  const store = createBannerDismissalStore(() => storage)
  const listener = jest.fn()
  const unsubscribe = store.subscribe(listener)
  expect(store.isDismissed()).toBe(false)
  store.dismiss()
  expect(store.isDismissed()).toBe(true)
  expect(storage.getItem(BANNER_DISMISSED_KEY)).toBe("1")
  expect(listener).toHaveBeenCalledTimes(1)
  // A later page of the same session (a new store over the same storage) sees it.
  expect(createBannerDismissalStore(() => storage).isDismissed()).toBe(true)
  unsubscribe()
  store.dismiss()
  expect(listener).toHaveBeenCalledTimes(1)
})

test.each([
  [
    "throws on access",
    () => {
      throw new DOMException("The operation is insecure.", "SecurityError")
    },
  ],
  ["is missing", () => null],
  [
    "refuses writes",
    () =>
      ({
        ...memoryStorage(),
        getItem: () => null,
        setItem: () => {
          throw new DOMException("quota", "QuotaExceededError")
        },
      }) as Storage,
  ],
])("a storage that %s never throws; the close lasts for the page", (_name, getStorage) => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
  const store = createBannerDismissalStore(getStorage)
  expect(store.isDismissed()).toBe(false)
  expect(() => store.dismiss()).not.toThrow()
  expect(store.isDismissed()).toBe(true)
  expect(warn).toHaveBeenCalled()
  warn.mockRestore()
})

test("on the server (no window) the default store reads as not dismissed", () => {
  // This file runs in jest's node environment: no window, no sessionStorage.
  expect(typeof window).toBe("undefined")
  expect(createBannerDismissalStore().isDismissed()).toBe(false)
})
