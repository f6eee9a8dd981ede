import { initialMenuState, menuReducer, NO_MENU } from "../../../src/lib/navigation/menu-state"
import { navButtons } from "../../../src/lib/navigation/nav-buttons"
import { landingNavVisible, visibleNavLinks } from "../../../src/lib/navigation/landing-nav"
import { truncate } from "../../../src/lib/text/truncate"

describe("menu state (SPEC 4.3)", () => {
  test("one dropdown at a time; the same tag closes it", () => {
    let state = menuReducer(initialMenuState, { type: "toggleMenu", tag: "features" })
    expect(state.openMenu).toBe("features")
    state = menuReducer(state, { type: "toggleMenu", tag: "resources" })
    expect(state.openMenu).toBe("resources")
    state = menuReducer(state, { type: "toggleMenu", tag: "resources" })
    expect(state.openMenu).toBe(NO_MENU)
  })

  test("toggling the hamburger resets both dropdown states", () => {
    const open = { openMenu: "features", mobileOpen: false, mobileSection: "industries" }
    expect(menuReducer(open, { type: "toggleHamburger" })).toEqual({ openMenu: NO_MENU, mobileSection: NO_MENU, mobileOpen: true })
    expect(menuReducer({ openMenu: NO_MENU, mobileOpen: true, mobileSection: "resources" }, { type: "toggleHamburger" })).toEqual(initialMenuState)
  })

  test("choosing the item for the current path closes everything; another item only the dropdown", () => {
    const open = { openMenu: NO_MENU, mobileOpen: true, mobileSection: "features" }
    expect(menuReducer(open, { type: "itemChosen", url: "/pricing/", currentPath: "/pricing" })).toEqual(initialMenuState)
    expect(menuReducer(open, { type: "itemChosen", url: "/track-leads", currentPath: "/pricing" }).mobileOpen).toBe(true)
  })
})

describe("navigation buttons (SPEC 2.4, 6)", () => {
  const labels = (r: ReturnType<typeof navButtons>) => [r.login?.label ?? null, ...r.ctas.map((c) => `${c.label} → ${c.href}`)]
  test.each([
    ["the default single button", { currentPath: "/pricing", isRecognised: false }, ["Login", "Try free → /signup"]],
    ["the option URL", { option: "TRY", optionUrl: "/signup?plan=pro", currentPath: "/", isRecognised: false }, ["Login", "Try free → /signup?plan=pro"]],
    ["'GET DEMO'", { option: "GET DEMO", currentPath: "/pricing", isRecognised: false }, ["Login", "Get demo → /demos", "Try Rapport free → /signup"]],
    ["'GET DEMO' on /demos hides the demo link", { option: "GET DEMO", currentPath: "/demos", isRecognised: false }, ["Login", "Try Rapport free → /signup"]],
    [
      "generalSignupUrl changes where sign-up goes, not its label",
      { option: "GET DEMO", signupUrl: "/start", currentPath: "/", isRecognised: false },
      ["Login", "Get demo → /demos", "Try Rapport free → /start"],
    ],
    ["a recognised visitor", { option: "GET DEMO", currentPath: "/", isRecognised: true }, [null, "Go to Rapport → https://app.rapport.example/users/sign_in"]],
    [
      "a recognised visitor with productSignInUrl",
      { currentPath: "/", isRecognised: true, signInUrl: "https://eu.app.example/sign_in" },
      [null, "Go to Rapport → https://eu.app.example/sign_in"],
    ],
    [
      "a recognised visitor with a personalised CTA",
      { currentPath: "/", isRecognised: true, personalizedCta: { text: "Open your pipeline", url: "https://app.rapport.example/pipeline" } },
      [null, "Open your pipeline → https://app.rapport.example/pipeline"],
    ],
  ])("%s", (_name, input, expected) => {
    expect(labels(navButtons(input))).toEqual(expected)
  })
})

describe("landing navigation (SPEC 2.5)", () => {
  test("links are shown only when not all empty", () => {
    expect(visibleNavLinks([null, { customText: "", url: "" }, undefined, { customText: null, url: null }, { url: "/no-text" }, null])).toEqual([])
    expect(
      visibleNavLinks([
        { customText: "Why Rapport", url: "#why" },
        null,
        { type: "entry", text: "Pricing", url: "https://cms.rapport.example/pricing", element: { path: "/pricing" }, ariaLabel: "Rapport's pricing" },
      ]),
    ).toEqual([
      { label: "Why Rapport", href: "#why", target: null, ariaLabel: null, title: null },
      { label: "Pricing", href: "/pricing", target: null, ariaLabel: "Rapport's pricing", title: null },
    ])
  })

  test.each([
    [0, 150, true, true],
    [150, 250, true, false],
    [250, 400, false, false],
    [400, 380, false, true],
    [380, 380, true, true],
    [380, 380, false, false],
    [300, 120, false, true],
  ])("from %ipx to %ipx (was visible: %s) → visible %s", (previous, y, was, expected) => {
    expect(landingNavVisible(previous, y, was)).toBe(expected)
  })
})

describe("resource slider text (SPEC 2.12)", () => {
  test("titles at 28 and descriptions at 62 characters, with '...'", () => {
    expect(truncate("How to build a sales pipeline in Gmail", 28)).toBe("How to build a sales pipelin...")
    expect(truncate("Short title", 28)).toBe("Short title")
    expect(truncate("x".repeat(62), 62)).toBe("x".repeat(62))
    expect(truncate("x".repeat(63), 62)).toBe(`${"x".repeat(62)}...`)
  })
})
