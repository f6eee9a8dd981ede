import { existsSync } from "node:fs"
import { join } from "node:path"
import { navigationFor, newestPosts, PagePlanError, planPages, templateByTypeHandle, templateFor } from "../../../src/lib/pages/page-plan"
import { navigationSliceContext } from "../../../src/lib/pages/slices"
import { MENU_SLIDES } from "../../../src/lib/navigation/resource-slides"
import { landingUtilityAction } from "../../../src/lib/pages/landing-navigation"
import { LISTING_PAGE_SIZE } from "../../../src/lib/pages/pagination"

describe("navigation by typeHandle (SPEC 2.3)", () => {
  test.each([
    ["landingPage", true, "landing"],
    ["landingPage", false, "default"],
    ["landingPage", null, "default"],
    ["thankYouNoteGenerator", false, "thankYouNoteGenerator"],
    ["signup", false, "signup"],
    ["somethingNew", false, "none"],
    ["demo", false, "default"],
    ["feature", false, "default"],
    ["blog", false, "default"],
  ])("%s (landingPageNavigation %s) → %s", (typeHandle, landing, expected) => {
    expect(navigationFor(typeHandle, landing)).toBe(expected)
  })
})

describe("planPages", () => {
  const entries = [
    { id: "home", path: "/", typeHandle: "home" },
    { id: "post", path: "/resources/pipeline", typeHandle: "blog" },
    { id: "story", path: "/resources/brightline", typeHandle: "caseStudy" },
    {
      id: "lp",
      path: "/small-business-crm",
      typeHandle: "landingPage",
      landingPageNavigation: true,
      defaultSourceUtm: "linkedin",
      defaultMediumUtm: "",
      defaultCampaignUtm: null,
    },
    { id: "list", path: "/resources", typeHandle: "resourcesIndex", listingSection: "blog", listingTypes: ["blog", null] },
    { id: "odd", path: "/blog/placeholder", typeHandle: "placeholder" },
    { id: "press", path: null, typeHandle: "article" },
  ]

  test("creates one page per entry with a path, choosing the template by typeHandle", () => {
    const pages = planPages(entries)
    expect(pages.map((p) => [p.path, p.template, p.context.navigation])).toEqual([
      ["/", "home", "default"],
      ["/resources/pipeline", "blog-post", "default"],
      ["/resources/brightline", "case-study", "default"],
      ["/small-business-crm", "landing-page", "landing"],
      ["/resources", "resources-index", "default"],
      ["/resources/search", "blog-search", "default"],
      ["/blog/placeholder", "page", "none"],
    ])
    expect(pages.find((p) => p.path === "/resources")?.context).toEqual({
      id: "list",
      navigation: "default",
      listingSection: "blog",
      listingTypes: ["blog"],
      attributionDefaults: {},
      pagination: { basePath: "/resources", pageNumber: 1, pageCount: 1, skip: 0, limit: LISTING_PAGE_SIZE },
      listedIds: [],
      featuredIds: [],
      blogDiscovery: { listingPath: "/resources", searchPath: "/resources/search", categories: [] },
    })
    expect(pages.find((p) => p.path === "/small-business-crm")?.context.attributionDefaults).toEqual({ defaultSourceUtm: "linkedin" })
  })

  test("/demos and /signup have their own templates (the demo form; the trial promise)", () => {
    expect(templateFor("demo")).toBe("demo")
    expect(templateFor("signup")).toBe("signup")
    const pages = planPages([
      { id: "demos", path: "/demos", typeHandle: "demo" },
      { id: "signup", path: "/signup", typeHandle: "signup" },
    ])
    expect(pages.map((p) => [p.path, p.template, p.context.navigation])).toEqual([
      ["/demos", "demo", "default"],
      ["/signup", "signup", "signup"],
    ])
  })

  test("the build benchmark's floor renders blog posts, and only them, with the one-line template", () => {
    const pages = planPages(entries, { oneLineBlogPosts: true })
    expect(pages.filter((p) => p.template === "one-line").map((p) => p.path)).toEqual(["/resources/pipeline"])
    expect(planPages(entries).some((p) => p.template === "one-line")).toBe(false)
  })

  test("every template named in the plan exists in src/templates", () => {
    const templates = new Set<string>([...Object.values(templateByTypeHandle), "one-line"])
    for (const template of templates) expect(existsSync(join(__dirname, "../../../src/templates", `${template}.tsx`))).toBe(true)
  })

  test("only a page whose blocks include a synced hero has its query read the master synced hero (withSyncedHero)", () => {
    const pages = planPages([
      { id: "lp", path: "/lead-gen-playbook", typeHandle: "landingPage", pageBuilder: [{ __typename: "CmsPageBuilderSyncedHeroBlock" }, null] },
      {
        id: "pricing",
        path: "/pricing",
        typeHandle: "pricing",
        pageBuilder: [{ __typename: "CmsPageBuilderHeroBlock" }, { __typename: "CmsPageBuilderPricingPlansBlock" }],
      },
      { id: "post", path: "/resources/pipeline", typeHandle: "blog" },
    ])
    expect(Object.fromEntries(pages.map((page) => [page.context.id, page.context.withSyncedHero]))).toEqual({ lp: true, pricing: undefined, post: undefined })
    expect(pages.find((page) => page.context.id === "pricing")?.context).not.toHaveProperty("withSyncedHero")
  })

  test("an unknown typeHandle still gets a page, without navigation", () => {
    expect(templateFor("somethingNew")).toBe("page")
    expect(templateFor("constructor")).toBe("page")
  })

  test("a feature or an industry page names the next three of its type by path, wrapping round; other pages none", () => {
    const feature = (slug: string) => ({ id: slug, path: `/${slug}`, typeHandle: "feature" })
    const features = ["d", "a", "c", "e", "b"].map(feature)
    const pages = planPages([
      ...features,
      { id: "draft", path: null, typeHandle: "feature" },
      { id: "ind", path: "/industries/x", typeHandle: "industry" },
      { id: "co", path: "/about", typeHandle: "company" },
      { id: "post", path: "/resources/post", typeHandle: "blog" },
    ])
    const related = (path: string) => pages.find((p) => p.path === path)?.context.relatedIds
    expect(related("/a")).toEqual(["b", "c", "d"])
    expect(related("/d")).toEqual(["e", "a", "b"])
    expect(related("/industries/x")).toEqual([])
    expect(related("/about")).toEqual([])
    expect(pages.find((p) => p.path === "/industries/x")?.template).toBe("industry")
    expect(pages.find((p) => p.template === "blog-post")?.context).not.toHaveProperty("relatedIds")
  })

  test("two entries on one path fail loudly", () => {
    expect(() => planPages([entries[0]!, { id: "other", path: "/", typeHandle: "company" }])).toThrow(PagePlanError)
  })
})

describe("planPages: listing pages are paginated", () => {
  // Post n is n days older than post 0.
  const post = (n: number, typeHandle = "blog", sectionHandle = "blog") => ({
    id: `${typeHandle}-${String(n).padStart(3, "0")}`,
    path: `/resources/${typeHandle}-${n}`,
    typeHandle,
    sectionHandle,
    postDate: new Date(Date.UTC(2026, 10, 1) - n * 86_400_000).toISOString(),
  })
  const listing = { id: "list", path: "/resources", typeHandle: "resourcesIndex", sectionHandle: "pages", listingSection: "blog", listingTypes: ["blog"] }
  const stories = {
    id: "stories",
    path: "/resources/case-studies",
    typeHandle: "resourcesIndex",
    sectionHandle: "pages",
    listingSection: "blog",
    listingTypes: ["caseStudy"],
  }

  test("one page per LISTING_PAGE_SIZE listed entries, page 1 on the entry's path", () => {
    const posts = Array.from({ length: 2 * LISTING_PAGE_SIZE + 1 }, (_, i) => post(i))
    const pages = planPages([listing, ...posts]).filter((p) => p.template === "resources-index")
    expect(pages.map((p) => [p.path, p.context.listedIds?.length, p.context.pagination?.pageNumber, p.context.pagination?.pageCount])).toEqual([
      ["/resources", LISTING_PAGE_SIZE, 1, 3],
      ["/resources/page/2", LISTING_PAGE_SIZE, 2, 3],
      ["/resources/page/3", 1, 3, 3],
    ])
    // Newest first, each post on exactly one page.
    expect(pages.flatMap((p) => p.context.listedIds)).toEqual(posts.map((p) => p.id))
    // Every page renders the same entry with the same listing criteria.
    expect(new Set(pages.map((p) => JSON.stringify([p.context.id, p.context.listingSection, p.context.listingTypes])))).toEqual(
      new Set([JSON.stringify(["list", "blog", ["blog"]])]),
    )
  })

  test("counts only what the page query lists: its section, its types, entries with a path", () => {
    const entries = [
      listing,
      stories,
      ...Array.from({ length: LISTING_PAGE_SIZE }, (_, i) => post(i)),
      ...Array.from({ length: LISTING_PAGE_SIZE + 1 }, (_, i) => post(i, "caseStudy")),
      { id: "draftless", path: null, typeHandle: "blog", sectionHandle: "blog" },
      post(99, "blog", "elsewhere"),
    ]
    const paths = planPages(entries).map((p) => p.path)
    expect(paths).toContain("/resources")
    expect(paths).not.toContain("/resources/page/2")
    expect(paths).toContain("/resources/case-studies/page/2")
  })

  test("a listing of several types lists them together, newest first; same-day posts by id, undated ones last", () => {
    const webinars = {
      id: "webinars",
      path: "/webinars",
      typeHandle: "resourcesIndex",
      sectionHandle: "pages",
      listingSection: "blog",
      listingTypes: ["webinars", "caseStudy", "webinars"],
    }
    const undated = { ...post(0, "webinars"), id: "webinars-undated", postDate: null }
    const sameDay = { ...post(2, "caseStudy"), id: "caseStudy-002b", path: "/resources/caseStudy-2b" }
    const pages = planPages([webinars, undated, post(3, "webinars"), post(1, "caseStudy"), sameDay, post(2, "caseStudy"), post(0, "blog")])
    expect(pages.find((p) => p.path === "/webinars")?.context.listedIds).toEqual([
      "caseStudy-001",
      "caseStudy-002",
      "caseStudy-002b",
      "webinars-003",
      "webinars-undated",
    ])
  })

  test("a post with displayOnCaseStudyPage is listed with the case studies too, and once where both are listed", () => {
    const flagged = { ...post(2), displayOnCaseStudyPage: true }
    const both = {
      id: "both",
      path: "/everything",
      typeHandle: "resourcesIndex",
      sectionHandle: "pages",
      listingSection: "blog",
      listingTypes: ["blog", "caseStudy"],
    }
    const pages = planPages([stories, listing, both, post(1, "caseStudy"), flagged, post(3), post(4, "caseStudy")])
    const listedOn = (path: string) => pages.find((p) => p.path === path)?.context.listedIds
    expect(listedOn("/resources/case-studies")).toEqual(["caseStudy-001", "blog-002", "caseStudy-004"])
    expect(listedOn("/resources")).toEqual(["blog-002", "blog-003"])
    expect(listedOn("/everything")).toEqual(["caseStudy-001", "blog-002", "blog-003", "caseStudy-004"])
    // The flag is a blog post's: another type's is not read.
    expect(
      planPages([stories, { ...post(5, "webinars", "blog"), displayOnCaseStudyPage: true }]).find((p) => p.path === "/resources/case-studies")?.context
        .listedIds,
    ).toEqual([])
  })

  test("the same entries in another order plan the same pages; a new post moves every listing page after it", () => {
    const posts = Array.from({ length: 2 * LISTING_PAGE_SIZE }, (_, i) => post(i + 1))
    const contexts = (entries: Parameters<typeof planPages>[0]) =>
      new Map(
        planPages(entries)
          .filter((p) => p.template === "resources-index")
          .map((p) => [p.path, JSON.stringify(p.context)]),
      )
    const before = contexts([listing, ...posts])
    expect(contexts([...[...posts].reverse(), listing])).toEqual(before)
    const added = contexts([listing, post(0), ...posts])
    expect([...added.keys()]).toEqual(["/resources", "/resources/page/2", "/resources/page/3"])
    expect(added.get("/resources")).not.toEqual(before.get("/resources"))
    expect(added.get("/resources/page/2")).not.toEqual(before.get("/resources/page/2"))
  })

  test("an empty listing keeps its one page", () => {
    const pages = planPages([{ ...listing, listingTypes: [] }])
    expect(pages.map((p) => [p.path, p.context.pagination?.pageCount])).toEqual([["/resources", 1]])
  })

  test("a listing page on an entry's path fails loudly", () => {
    const squatter = { id: "squatter", path: "/resources/page/2", typeHandle: "feature" }
    const posts = Array.from({ length: LISTING_PAGE_SIZE + 1 }, (_, i) => post(i))
    expect(() => planPages([listing, ...posts, squatter])).toThrow(/page 2 of list and entry squatter|entry squatter and page 2 of list/)
  })

  test("other pages get no pagination context", () => {
    expect(planPages([post(1)])[0]?.context).not.toHaveProperty("pagination")
  })
})

describe("planPages: blog discovery (issue 15)", () => {
  const categories = [
    { id: "2270", slug: "sales", title: "Sales" },
    { id: "754", slug: "marketing", title: "Marketing" },
  ]
  const listing = { id: "blog", path: "/resources", typeHandle: "resourcesIndex", sectionHandle: "pages", listingSection: "blog", listingTypes: ["blog"] }
  const stories = {
    id: "stories",
    path: "/resources/case-studies",
    typeHandle: "resourcesIndex",
    sectionHandle: "pages",
    listingSection: "blog",
    listingTypes: ["caseStudy"],
  }
  const post = (n: number, slugs: string[], featuredArticle = false) => ({
    id: `post-${String(n).padStart(3, "0")}`,
    path: `/resources/post-${n}`,
    typeHandle: "blog",
    sectionHandle: "blog",
    postDate: new Date(Date.UTC(2026, 10, 1) - n * 86_400_000).toISOString(),
    blogCategories: slugs.map((slug) => ({ slug })),
    featuredArticle,
  })

  test("one paginated listing per category at {listing}/category/{slug}, newest first, its posts only", () => {
    const sales = Array.from({ length: LISTING_PAGE_SIZE + 2 }, (_, i) => post(i, i % 2 === 0 ? ["sales"] : ["sales", "marketing"]))
    const pages = planPages([listing, ...sales], { blogCategories: categories })
    const salesPages = pages.filter((p) => p.path.startsWith("/resources/category/sales"))
    expect(salesPages.map((p) => [p.path, p.context.listedIds?.length, p.context.pagination?.pageCount])).toEqual([
      ["/resources/category/sales", LISTING_PAGE_SIZE, 2],
      ["/resources/category/sales/page/2", 2, 2],
    ])
    expect(salesPages.flatMap((p) => p.context.listedIds)).toEqual(sales.map((p) => p.id))
    const marketing = pages.find((p) => p.path === "/resources/category/marketing")
    expect(marketing?.context.listedIds).toEqual(sales.filter((_, i) => i % 2 === 1).map((p) => p.id))
    expect(marketing?.context.listingCategory).toEqual({ id: "754", slug: "marketing", title: "Marketing" })
    expect(marketing?.template).toBe("resources-index")
  })

  test("a search page at {listing}/search, and every blog page knows where search and topics are", () => {
    const pages = planPages([listing, post(1, ["sales"])], { blogCategories: categories })
    const search = pages.find((p) => p.path === "/resources/search")
    expect(search?.template).toBe("blog-search")
    expect(search?.context.blogDiscovery).toEqual({
      listingPath: "/resources",
      searchPath: "/resources/search",
      categories: [
        { id: "2270", slug: "sales", title: "Sales", path: "/resources/category/sales" },
        { id: "754", slug: "marketing", title: "Marketing", path: "/resources/category/marketing" },
      ],
    })
    for (const page of pages.filter((p) => p.template === "resources-index")) expect(page.context.blogDiscovery).toEqual(search?.context.blogDiscovery)
  })

  test("featured posts (at most three, newest first) on the first page of the blog only", () => {
    const posts = [
      post(0, ["sales"]),
      post(1, ["sales"], true),
      post(2, [], true),
      post(3, [], true),
      post(4, [], true),
      ...Array.from({ length: LISTING_PAGE_SIZE }, (_, i) => post(10 + i, [])),
    ]
    const pages = planPages([listing, ...posts], { blogCategories: categories })
    expect(pages.find((p) => p.path === "/resources")?.context.featuredIds).toEqual(["post-001", "post-002", "post-003"])
    expect(pages.find((p) => p.path === "/resources/page/2")?.context.featuredIds).toEqual([])
    expect(pages.find((p) => p.path === "/resources/category/sales")?.context.featuredIds).toEqual([])
  })

  test("the promotedBlogPosts global's posts lead the featured band, in the editor's order, before the featuredArticle ones", () => {
    const posts = [
      post(0, ["sales"]),
      post(1, ["sales"], true),
      post(2, [], true),
      post(3, [], true),
      post(5, []),
      ...Array.from({ length: LISTING_PAGE_SIZE }, (_, i) => post(10 + i, [])),
    ]
    const plan = (promotedPostIds: string[]) =>
      planPages([listing, ...posts], { blogCategories: categories, promotedPostIds }).find((p) => p.path === "/resources")?.context.featuredIds
    expect(plan([])).toEqual(["post-001", "post-002", "post-003"])
    expect(plan(["post-005"])).toEqual(["post-005", "post-001", "post-002"])
    // Promoted and featured at once: listed once. A promoted entry this listing does not list is left out.
    expect(plan(["post-003", "not-listed-here", "post-012"])).toEqual(["post-003", "post-012", "post-001"])
  })

  test("listings of other types get no categories, search or featured posts", () => {
    const caseStudy = { ...post(1, ["sales"], true), id: "story", typeHandle: "caseStudy", path: "/resources/story" }
    const pages = planPages([stories, caseStudy], { blogCategories: categories })
    expect(pages.map((p) => p.path)).toEqual(["/resources/case-studies", "/resources/story"])
    expect(pages[0]?.context).not.toHaveProperty("blogDiscovery")
    expect(pages[0]?.context.featuredIds).toEqual([])
  })

  test("a post slugged 'search' is refused by name, not silently replaced", () => {
    const squatter = { ...post(1, []), id: "squatter", path: "/resources/search" }
    expect(() => planPages([listing, squatter], { blogCategories: categories })).toThrow(
      /entry squatter and the search of blog|the search of blog and entry squatter/,
    )
  })
})

describe("planPages: webinars (SPEC 3.7)", () => {
  const now = new Date("2026-11-25T12:00:00Z")
  const webinar = (id: string, typeHandle: string, dates: { eventDate?: string; releaseDate?: string }, landingPageNavigation?: boolean) => ({
    id,
    path: `/webinars/${id}`,
    typeHandle,
    ...dates,
    landingPageNavigation,
  })

  test("upcoming or past is decided by the date, whatever the type", () => {
    const pages = planPages(
      [
        webinar("registered-but-over", "register", { releaseDate: "2026-11-01T17:00:00Z" }),
        webinar("special-to-come", "webinarSpecial", { eventDate: "2026-12-09T16:00:00Z" }),
        webinar("on-demand-premiere", "webinars", { releaseDate: "2026-12-01T17:00:00Z" }),
        webinar("undated", "register", {}),
      ],
      { now },
    )
    expect(Object.fromEntries(pages.map((p) => [p.context.id, p.context.webinarUpcoming]))).toEqual({
      "registered-but-over": false,
      "special-to-come": true,
      "on-demand-premiere": true,
      undated: false,
    })
  })

  test("a webinar's landingPageNavigation gives it the landing navigation", () => {
    expect(navigationFor("webinarSpecial", true)).toBe("landing")
    expect(navigationFor("webinars", false)).toBe("default")
    expect(navigationFor("register", null)).toBe("default")
    expect(navigationFor("pricing", true)).toBe("default")
  })

  test("other pages carry no webinar timing", () => {
    expect(planPages([{ id: "p", path: "/pricing", typeHandle: "pricing" }], { now })[0]?.context).not.toHaveProperty("webinarUpcoming")
  })

  test("the demo booking page carries the day it was built, not the instant: a rebuild later that day plans the same page", () => {
    const plan = (at: string) => planPages([{ id: "b", path: "/demos/book", typeHandle: "demoBooking" }], { now: new Date(at) })[0]?.context
    expect(plan("2026-11-25T09:05:00Z")?.builtOn).toBe("2026-11-25")
    expect(plan("2026-11-25T23:59:00Z")).toEqual(plan("2026-11-25T00:01:00Z"))
    expect(planPages([{ id: "p", path: "/pricing", typeHandle: "pricing" }], { now })[0]?.context).not.toHaveProperty("builtOn")
  })
})

describe("landing navigation utility button (SPEC 2.5)", () => {
  test.each([
    [{}, false, { label: "Try free", href: "/signup" }],
    [{ utilityButton: "login" }, false, { label: "Login", href: "https://app.rapport.example/users/sign_in" }],
    [{ utilityButton: "requestDemo" }, false, { label: "Request Demo", href: "/demos" }],
    [{ utilityButton: "getDemo" }, false, { label: "Get Demo", href: "/demos" }],
    [{ utilityButton: "getDemo" }, true, { label: "Get Demo", href: "#hero-form" }],
    [{ utilityButton: "getDemo", differentTryFreeCtaCopy: "Get the playbook" }, true, { label: "Get the playbook", href: "#hero-form" }],
    [{ utilityButton: "freeTrial" }, false, { label: "Free Trial", href: "/signup" }],
    [{ utilityButton: "tryFree", removeFreeTrial: true }, false, null],
    [{ utilityButton: "freeTrial", removeFreeTrial: true }, false, null],
  ])("%o with synced hero %s → %o", (entry, synced, expected) => {
    expect(landingUtilityAction(entry, synced)).toEqual(expected)
  })
})

describe("newestPosts: what the homepage, the sign-up page and the navigation show, chosen with the plan", () => {
  const post = (id: string, day: number, extra: Record<string, unknown> = {}) => ({
    id,
    path: `/resources/${id}`,
    typeHandle: "blog",
    sectionHandle: "blog",
    postDate: new Date(Date.UTC(2026, 0, day)).toISOString(),
    ...extra,
  })
  const entries = [
    { id: "home", path: "/", typeHandle: "home", sectionHandle: "home" },
    { id: "signup", path: "/signup", typeHandle: "signup", sectionHandle: "pages" },
    post("old", 1, { featuredArticle: true }),
    post("newest", 9),
    post("middle", 5, { featuredArticle: true }),
    post("recent", 7),
    post("featured-newest", 8, { featuredArticle: true }),
    // Not blog posts: a case study in the blog's section, a post without a page, a post of another section.
    { ...post("story", 20), typeHandle: "caseStudy" },
    { ...post("no-page", 21, { featuredArticle: true }), path: null },
    { ...post("elsewhere", 22, { featuredArticle: true }), sectionHandle: "news" },
  ]

  test("the blog's posts with a page, newest first, and the featured ones among them", () => {
    expect(newestPosts(entries)).toEqual({
      latest: ["newest", "featured-newest", "recent", "middle", "old"],
      featured: ["featured-newest", "middle", "old"],
    })
  })

  test("the homepage's context names its two newest posts; the sign-up page's its newest featured post", () => {
    const pages = planPages(entries)
    expect(pages.find((page) => page.path === "/")?.context.latestPostIds).toEqual(["newest", "featured-newest"])
    expect(pages.find((page) => page.path === "/signup")?.context.featuredPostIds).toEqual(["featured-newest"])
    // The other pages carry neither: their queries do not read them.
    expect(pages.filter((page) => page.context.latestPostIds || page.context.featuredPostIds).map((page) => page.path)).toEqual(["/", "/signup"])
  })

  test("with no posts the lists are empty, and the homepage's query still gets its variable", () => {
    const pages = planPages(entries.slice(0, 2))
    expect(pages.find((page) => page.path === "/")?.context.latestPostIds).toEqual([])
    expect(pages.find((page) => page.path === "/signup")?.context.featuredPostIds).toEqual([])
  })

  test("the navigation slice gets the newest featured posts its slider can show and the newest post", () => {
    const many = Array.from({ length: MENU_SLIDES + 2 }, (_, i) => post(`f${i}`, 10 + i, { featuredArticle: true }))
    expect(navigationSliceContext(newestPosts([...entries, ...many]))).toEqual({
      featuredPostIds: many
        .map((p) => p.id)
        .reverse()
        .slice(0, MENU_SLIDES),
      latestPostIds: [`f${MENU_SLIDES + 1}`],
    })
  })
})

test("the homepage's context names the entries at its cards' paths, in the cards' order; a path no entry has is left out", () => {
  const entries = [
    { id: "home", path: "/", typeHandle: "home" },
    { id: "contacts", path: "/manage-contacts", typeHandle: "feature" },
    { id: "tools", path: "/marketing-tools", typeHandle: "feature" },
  ]
  const home = planPages(entries, { homeCardPaths: ["/marketing-tools", "/mobile-crm", "/manage-contacts"] }).find((page) => page.path === "/")
  expect(home?.context.cardPageIds).toEqual(["tools", "contacts"])
  expect(planPages(entries).find((page) => page.path === "/")?.context.cardPageIds).toEqual([])
})
