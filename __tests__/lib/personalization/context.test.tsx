/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react"
import Cookies from "js-cookie"
import { site } from "../../../src/config/site"
import { PersonalizationProvider, usePersonalization, type PersonalizationValue } from "../../../src/lib/personalization/personalization"
import type { GlobalUserPersonalization } from "../../../src/lib/personalization/personalization"

const global: GlobalUserPersonalization = {
  applyPersonalizations: true,
  heroPersonalisation: [
    { userStatus: [{ slug: "anonymous" }], copy: "Anonymous hero" },
    { userStatus: [{ slug: "loggedIn" }], copy: "Welcome back" },
  ],
}

function Probe({ seen }: { seen: PersonalizationValue[] }) {
  const value = usePersonalization()
  seen.push(value)
  return (
    <p>
      {value.heroCopy} / {value.userStatus}
    </p>
  )
}

afterEach(() => Cookies.remove(site.loggedInCookie, { path: "/" }))

describe("usePersonalization", () => {
  test.each(["true", "1"])("a recognised visitor (%s) sees the anonymous variant first, then theirs after mount", (cookieValue) => {
    document.cookie = `${site.loggedInCookie}=${cookieValue}; path=/`
    const seen: PersonalizationValue[] = []
    render(
      <PersonalizationProvider global={global}>
        <Probe seen={seen} />
      </PersonalizationProvider>,
    )
    expect(seen[0]).toMatchObject({ heroCopy: "Anonymous hero", userStatus: "anonymous", isRecognised: false })
    expect(screen.getByText("Welcome back / loggedIn")).toBeInTheDocument()
    expect(seen.at(-1)).toMatchObject({ heroCopy: "Welcome back", isRecognised: true })
    // The global itself too, for the pricing plans' rows of every status (blocks/page-builder/PricingPlans.tsx).
    expect(seen.at(-1)?.global).toBe(global)
  })

  test.each([
    ["no cookie", undefined],
    ["an unknown value", "false"],
  ])("with %s the visitor stays anonymous", (_description, cookieValue) => {
    if (cookieValue) document.cookie = `${site.loggedInCookie}=${cookieValue}; path=/`
    const seen: PersonalizationValue[] = []
    render(
      <PersonalizationProvider global={global}>
        <Probe seen={seen} />
      </PersonalizationProvider>,
    )
    expect(screen.getByText("Anonymous hero / anonymous")).toBeInTheDocument()
    expect(seen.every((value) => value.isRecognised === false)).toBe(true)
  })

  it("stays anonymous when reading the cookie fails", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const failingRead = () => {
      throw new Error("blocked")
    }
    render(
      <PersonalizationProvider global={global} readLoggedInCookie={failingRead}>
        <Probe seen={[]} />
      </PersonalizationProvider>,
    )
    expect(screen.getByText("Anonymous hero / anonymous")).toBeInTheDocument()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it("outside a provider returns the anonymous variant with nothing personalised", () => {
    const seen: PersonalizationValue[] = []
    render(<Probe seen={seen} />)
    expect(seen.at(-1)).toEqual({
      heroCopy: null,
      navCta: null,
      pricingCtas: [],
      variableElements: {},
      byStatus: {},
      userStatus: "anonymous",
      isRecognised: false,
      global: null,
    })
  })
})
