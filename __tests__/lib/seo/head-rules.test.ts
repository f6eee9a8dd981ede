import { canonicalUrl, isNonIndexableHost, pageTitle, pathInWords, robotsDirective } from "../../../src/lib/seo/head-rules"

describe("pageTitle: '{seoTitle | title | path in words} | Rapport CRM'", () => {
  test.each([
    [
      { seoTitle: "Contact management for Google Workspace", title: "Organize contacts", path: "/manage-contacts" },
      "Contact management for Google Workspace | Rapport CRM",
    ],
    [{ seoTitle: "", title: "Organize contacts", path: "/manage-contacts" }, "Organize contacts | Rapport CRM"],
    [{ seoTitle: "   ", title: null, path: "/resources/books-guides" }, "Resources Books Guides | Rapport CRM"],
    [{ path: "/" }, "Home | Rapport CRM"],
  ])("%o → %s", (input, expected) => {
    expect(pageTitle(input)).toBe(expected)
  })

  test("path in words ignores query and hash and decodes segments", () => {
    expect(pathInWords("/industries/agency-crm?utm_source=x")).toBe("Industries Agency Crm")
    expect(pathInWords("/caf%C3%A9_menu#top")).toBe("Café Menu")
  })
})

describe("robotsDirective", () => {
  test.each([
    [{ siteEnv: "staging" as const, index: true }, "noindex,nofollow"],
    [{ siteEnv: "prod" as const, index: false }, "noindex,nofollow"],
    [{ siteEnv: "prod" as const, index: true, hostname: "localhost" }, "noindex,nofollow"],
    [{ siteEnv: "prod" as const, index: true, hostname: "127.0.0.1" }, "noindex,nofollow"],
    [{ siteEnv: "prod" as const, index: true, hostname: "staging.rapport.example" }, "noindex,nofollow"],
    [{ siteEnv: "prod" as const, index: true, hostname: "www.rapport.example" }, null],
    [{ siteEnv: "prod" as const, index: null }, null],
    [{ siteEnv: "prod" as const, index: true, hostname: "www.rapport.example", preview: true }, "noindex,nofollow"],
  ])("%o → %s", (input, expected) => {
    expect(robotsDirective(input)).toBe(expected)
  })

  test("a host that merely contains 'staging' in a word is indexable", () => {
    expect(isNonIndexableHost("www.stagingcoach.example")).toBe(false)
    expect(isNonIndexableHost("preview.staging.rapport.example")).toBe(true)
  })
})

describe("canonicalUrl: override, else entry url, else site URL + path", () => {
  const siteUrl = "https://www.rapport.example/"
  test.each([
    [{ canonical: "https://www.rapport.example/crm", url: "https://www.rapport.example/x", path: "/x" }, "https://www.rapport.example/crm"],
    [{ canonical: "", url: "https://www.rapport.example/pricing", path: "/pricing" }, "https://www.rapport.example/pricing"],
    [{ canonical: null, url: null, path: "/no-such-page" }, "https://www.rapport.example/no-such-page"],
    [{ path: "/" }, "https://www.rapport.example/"],
  ])("%o → %s", (input, expected) => {
    expect(canonicalUrl({ siteUrl, ...input })).toBe(expected)
  })
})
