import { postAuthor } from "../../../src/lib/authors/post-author"

const maya = { fullName: "Maya Okafor", authorTitle: "Head of Content", photo: "maya.jpg" }
const defaults = [null, { fullName: " " }, maya]

test.each([
  [
    "the external author, when chosen and named",
    {
      useExternalAuthor: true,
      externalAuthorName: "Sam Guest",
      externalAuthorJobTitle: "Founder",
      externalAuthorPhoto: "sam.jpg",
      author: { fullName: "Lee Staff" },
    },
    { name: "Sam Guest", title: "Founder", photo: "sam.jpg" },
  ],
  [
    "the entry's author when no external one is chosen",
    { useExternalAuthor: false, externalAuthorName: "Sam Guest", author: { fullName: "Lee Staff", authorTitle: "Writer" } },
    { name: "Lee Staff", title: "Writer", photo: null },
  ],
  [
    "the entry's author when the external one has no name",
    { useExternalAuthor: true, externalAuthorName: "", author: { fullName: "Lee Staff" } },
    { name: "Lee Staff", title: null, photo: null },
  ],
  ["the first named default author when the entry has none", { author: null }, { name: "Maya Okafor", title: "Head of Content", photo: "maya.jpg" }],
  [
    "the first named default author when the entry's author has no name",
    { author: { fullName: "" } },
    { name: "Maya Okafor", title: "Head of Content", photo: "maya.jpg" },
  ],
])("%s", (_, post, expected) => {
  expect(postAuthor(post, defaults)).toEqual(expected)
})

test("changing the defaultAuthors global changes who an unsigned post is by; with none, it has no byline", () => {
  expect(postAuthor({ author: null }, [{ fullName: "Jordan Reyes" }])?.name).toBe("Jordan Reyes")
  expect(postAuthor({ author: null }, [])).toBeNull()
  expect(postAuthor({ author: null })).toBeNull()
})
