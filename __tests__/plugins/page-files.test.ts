import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Store } from "gatsby"
import { generateHtmlPath } from "gatsby-core-utils/dist/page-html"
import { builtPages, modificationTimes, pageHtmlFile } from "../../plugins/gatsby-plugin-site-runtime/page-files"

describe("the built pages' HTML files", () => {
  test("where Gatsby writes each page's HTML, as its own generateHtmlPath says", () => {
    for (const path of ["/", "/pricing", "/pricing/", "/resources/page/2", "/404.html", "/404/", "/legal/terms.htm"]) {
      expect(pageHtmlFile("/site/public", path)).toBe(generateHtmlPath("/site/public", path))
    }
  })

  test("each page of Gatsby's page list; the modification time of each, null for one that is not there", async () => {
    const dir = mkdtempSync(join(tmpdir(), "page-files-"))
    try {
      const store = {
        getState: () => ({
          pages: new Map([
            ["/", {}],
            ["/pricing", {}],
            ["/404.html", {}],
          ]),
        }),
      } as unknown as Store
      const pages = builtPages(store, dir)
      expect(pages).toEqual([
        { path: "/", file: join(dir, "index.html") },
        { path: "/pricing", file: join(dir, "pricing", "index.html") },
        { path: "/404.html", file: join(dir, "404.html") },
      ])
      const files = pages.map((page) => page.file)
      writeFileSync(files[0]!, "<html></html>")
      mkdirSync(join(dir, "pricing"))
      writeFileSync(files[1]!, "<html></html>")
      const times = await modificationTimes(files)
      expect(times.slice(0, 2).every((time) => typeof time === "number" && time > 0)).toBe(true)
      expect(times[2]).toBeNull()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
