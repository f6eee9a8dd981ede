import { BLOG_FEED_PATH, FEED_SIZE, blogRssFeed, type FeedPost } from "../../../src/lib/seo/rss"

const channel = { siteUrl: "https://www.rapport.example", title: "The Rapport blog", description: "Advice & ideas", path: "/resources" }
const post = (n: number, extra: Partial<FeedPost> = {}): FeedPost => ({
  title: `Post ${n}`,
  path: `/resources/post-${n}`,
  postDate: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString(),
  description: `About post ${n}`,
  categories: ["Sales"],
  author: "Maya Okafor",
  ...extra,
})

const items = (xml: string): string[] => xml.match(/<item>.*?<\/item>/g) ?? []

describe("the blog's RSS feed", () => {
  test("a channel that names itself and links back", () => {
    const xml = blogRssFeed(channel, [post(1)])
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml).toContain("<title>The Rapport blog</title>")
    expect(xml).toContain("<link>https://www.rapport.example/resources</link>")
    expect(xml).toContain("<description>Advice &amp; ideas</description>")
    expect(xml).toContain(`<atom:link href="https://www.rapport.example${BLOG_FEED_PATH}" rel="self" type="application/rss+xml"/>`)
  })

  test("items newest first with absolute links, a permalink guid, RFC 822 dates, author and categories", () => {
    const xml = blogRssFeed(channel, [post(1), post(3), post(2)])
    expect(items(xml).map((item) => /<title>(.*?)<\/title>/.exec(item)?.[1])).toEqual(["Post 3", "Post 2", "Post 1"])
    const first = items(xml)[0]!
    expect(first).toContain("<link>https://www.rapport.example/resources/post-3</link>")
    expect(first).toContain('<guid isPermaLink="true">https://www.rapport.example/resources/post-3</guid>')
    expect(first).toContain("<pubDate>Sun, 04 Jan 2026 00:00:00 GMT</pubDate>")
    expect(first).toContain("<dc:creator>Maya Okafor</dc:creator><category>Sales</category>")
    expect(xml).toContain("<lastBuildDate>Sun, 04 Jan 2026 00:00:00 GMT</lastBuildDate>")
  })

  test("text is escaped and characters XML forbids are dropped, so the feed always parses", () => {
    const xml = blogRssFeed(channel, [post(1, { title: 'Q&A: "<script>" in\u0007 titles', description: "Tom's <b>take</b>" })])
    expect(xml).toContain("<title>Q&amp;A: &quot;&lt;script&gt;&quot; in titles</title>")
    expect(xml).toContain("<description>Tom&apos;s &lt;b&gt;take&lt;/b&gt;</description>")
    expect(xml).not.toMatch(/\u0007/)
  })

  test(`at most ${FEED_SIZE} posts; posts without a title, path or valid date are left out`, () => {
    const posts = [
      ...Array.from({ length: FEED_SIZE + 5 }, (_, i) => post(i)),
      post(99, { title: null }),
      post(98, { path: null }),
      post(97, { postDate: "not a date" }),
    ]
    const xml = blogRssFeed(channel, posts)
    expect(items(xml)).toHaveLength(FEED_SIZE)
    expect(xml).not.toMatch(/post-9[789]/)
    expect(xml).toContain("<title>Post 34</title>")
  })

  test("an empty blog is a valid, empty channel", () => {
    const xml = blogRssFeed(channel, [], new Date(Date.UTC(2026, 10, 25)))
    expect(items(xml)).toEqual([])
    expect(xml).toContain("<lastBuildDate>Wed, 25 Nov 2026 00:00:00 GMT</lastBuildDate>")
  })
})
