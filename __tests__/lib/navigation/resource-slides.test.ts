import { MENU_SLIDES, resourceMenuSlides } from "../../../src/lib/navigation/resource-slides"

const entry = (id: string, path: string | null = `/resources/${id}`) => ({
  id,
  title: `Title ${id}`,
  path,
  seoDescription: `About ${id}`,
  featuredImage: { src: `${id}.jpg` },
})
const featured = [entry("f1"), entry("f2"), entry("f3"), entry("f4")]

test("the resourcesList global's picks, in the editors' order, of any resource type", () => {
  const picks = [
    entry("ebook", "/resources/books-guides/playbook"),
    null,
    entry("webinar", "/webinars/pipeline-rescue-live"),
    { ...entry("tool", "/resources/tools/x"), featuredImage: undefined },
  ]
  expect(resourceMenuSlides(picks, featured).map((slide) => slide.path)).toEqual([
    "/resources/books-guides/playbook",
    "/webinars/pipeline-rescue-live",
    "/resources/tools/x",
  ])
  expect(resourceMenuSlides(picks, featured)[2]?.featuredImage).toBeNull()
})

test("with no picks (or none with a page) the newest featured posts, at most three", () => {
  expect(resourceMenuSlides([], featured).map((slide) => slide.id)).toEqual(["f1", "f2", "f3"])
  expect(resourceMenuSlides(null, featured)).toHaveLength(MENU_SLIDES)
  expect(resourceMenuSlides([entry("draft", null)], featured.slice(0, 1)).map((slide) => slide.id)).toEqual(["f1"])
})

test("with neither picks nor featured posts, the featured-blog lookup's placeholder, which says the API is offline", () => {
  const [slide, ...rest] = resourceMenuSlides([], [])
  expect(rest).toEqual([])
  expect(slide).toMatchObject({
    title: "Featured article",
    path: "/resources",
    seoDescription: "This is a placeholder because the API is offline.",
    featuredImage: null,
  })
})
