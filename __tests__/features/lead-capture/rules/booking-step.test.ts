import { bookingStep } from "../../../../src/features/lead-capture/rules/booking-step"
import { BOOKING_VISITOR_KEY, rememberBookingVisitor, rememberedBookingVisitor } from "../../../../src/features/lead-capture/browser/booking-visitor"

const memoryStorage = (): Storage => {
  const items = new Map<string, string>()
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size
    },
  } as Storage
}

describe("bookingStep: where a larger team books its call", () => {
  const visitor = { fullName: "Kay Board", email: "kay+demo@tabstop.example" }

  test("an external scheduler, with the visitor's name and email in its own query (its other parameters kept)", () => {
    expect(bookingStep({ externalUrl: "https://calendly.com/rapport/demo?hide_gdpr_banner=1", bookingPagePath: "/demos/book", size: "100+", visitor })).toEqual(
      {
        kind: "external",
        href: "https://calendly.com/rapport/demo?hide_gdpr_banner=1&name=Kay+Board&email=kay%2Bdemo%40tabstop.example",
      },
    )
    expect(bookingStep({ externalUrl: "https://cal.example/rapport", bookingPagePath: null, size: "21-100", visitor: null })).toEqual({
      kind: "external",
      href: "https://cal.example/rapport",
    })
  })

  test("otherwise the site's booking page, with the company size and nothing personal", () => {
    expect(bookingStep({ externalUrl: "", bookingPagePath: "/demos/book", size: "100+", visitor })).toEqual({
      kind: "page",
      href: "/demos/book?companySize=100%2B",
    })
  })

  test("no scheduler and no booking page: no step", () => {
    expect(bookingStep({ externalUrl: "", bookingPagePath: null, size: "21-100", visitor })).toBeNull()
  })
})

describe("the visitor the demo form just took, for this tab only", () => {
  test("kept and read back, trimmed", () => {
    const storage = memoryStorage()
    rememberBookingVisitor({ fullName: " Kay Board ", email: "kay@tabstop.example " }, () => storage)
    expect(rememberedBookingVisitor(() => storage)).toEqual({ fullName: "Kay Board", email: "kay@tabstop.example" })
  })

  test("blocked, empty or tampered storage reads as nobody, and never throws", () => {
    const blocked = () => {
      throw new Error("SecurityError")
    }
    expect(() => rememberBookingVisitor({ fullName: "A", email: "a@b.example" }, blocked)).not.toThrow()
    expect(rememberedBookingVisitor(blocked)).toBeNull()
    expect(rememberedBookingVisitor(() => memoryStorage())).toBeNull()
    const tampered = memoryStorage()
    tampered.setItem(BOOKING_VISITOR_KEY, "{not json")
    expect(rememberedBookingVisitor(() => tampered)).toBeNull()
    tampered.setItem(BOOKING_VISITOR_KEY, JSON.stringify({ fullName: 1, email: "a@b.example" }))
    expect(rememberedBookingVisitor(() => tampered)).toBeNull()
  })
})
