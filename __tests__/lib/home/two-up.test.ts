import { twoUpLinkTarget, twoUpPlacement } from "../../../src/lib/home/two-up"

describe("twoUpPlacement (SPEC 2.9 item 10: 'Two up / {title or eyebrow}')", () => {
  it("names the block by its title when it has one", () => {
    expect(twoUpPlacement({ title: "Your CRM, inside Chrome", eyebrow: "Browser extension" })).toBe("Two up / Your CRM, inside Chrome")
  })

  it.each([
    ["no title", { eyebrow: "Free playbook" }],
    ["a null title", { title: null, eyebrow: "Free playbook" }],
    ["a blank title", { title: "   ", eyebrow: "Free playbook" }],
  ])("falls back to the eyebrow with %s", (_case, block) => {
    expect(twoUpPlacement(block)).toBe("Two up / Free playbook")
  })

  it("trims what it uses", () => {
    expect(twoUpPlacement({ title: "  Start here  " })).toBe("Two up / Start here")
  })

  it("reports the section alone when the block has neither", () => {
    expect(twoUpPlacement({ title: "", eyebrow: null })).toBe("Two up")
  })
})

describe("twoUpLinkTarget (a url containing '://' opens in a new tab)", () => {
  it.each(["https://chromewebstore.google.com/detail/rapport-crm/x", "http://example.com", "ftp://files.example.com/guide.pdf"])(
    "%s: new tab with noopener",
    (url) => {
      const target = twoUpLinkTarget(url)
      expect(target.target).toBe("_blank")
      expect(target.rel?.split(" ")).toEqual(expect.arrayContaining(["noopener", "noreferrer"]))
    },
  )

  it.each(["/rapport-crm-playbook", "/lead-gen-playbook?utm_source=home", "resources/x", "../resources/x", "#pricing", "mailto:hello@rapport.example"])(
    "%s: same tab",
    (url) => {
      expect(twoUpLinkTarget(url)).toEqual({})
    },
  )
})
