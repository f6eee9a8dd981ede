/**
 * The README is a front door to docs/ (issue 31): every relative link in the README, in docs/
 * and in the READMEs beside the code must lead to a file that exists, and a link's `#anchor`
 * to a heading of that file (GitHub's anchors: the heading's text, lower case, punctuation
 * dropped, spaces as hyphens). Links to other sites are not followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative } from "node:path"

const ROOT = join(__dirname, "..", "..")
const SKIP_DIRS = new Set(["node_modules", ".cache", "public", ".git", "test-results", "playwright-report", "coverage", ".publish", "data", ".public-previous"])

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP_DIRS.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return entry.name.endsWith(".md") ? [path] : []
  })
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/``[^`]*``|`[^`\n]*`/g, "")
}

/** GitHub's anchor for a heading's text. */
export function anchorOf(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, (mark) => (mark === "_" ? "_" : ""))
    .trim()
    .toLowerCase()
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "").replace(/ /g, "-")
}

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const match of readFileSync(file, "utf8")
    .replace(/^```[\s\S]*?^```/gm, "")
    .matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(match[1] ?? "")
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

const files = markdownFiles(ROOT)

interface Link {
  from: string
  target: string
}

const links: Link[] = files.flatMap((file) =>
  [...prose(readFileSync(file, "utf8")).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => ({ from: relative(ROOT, file), target })),
)

test("the README and docs/ are found, and link to each other", () => {
  expect(files.map((file) => relative(ROOT, file))).toEqual(expect.arrayContaining(["README.md", join("docs", "README.md")]))
  const fromReadme = new Set(links.filter((link) => link.from === "README.md").map((link) => link.target.split("#")[0]))
  const docs = readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md"))
  expect(docs.filter((name) => !fromReadme.has(`docs/${name}`))).toEqual([])
})

test("every relative link leads to a file that exists, and every #anchor to a heading", () => {
  const broken = links.flatMap(({ from, target }) => {
    const [path = "", anchor] = target.split("#")
    const file = path === "" ? join(ROOT, from) : join(ROOT, dirname(from), decodeURIComponent(path))
    if (!existsSync(file)) return [`${from}: ${target} (no such file)`]
    if (anchor === undefined || anchor === "") return []
    if (statSync(file).isDirectory() || !file.endsWith(".md")) return [`${from}: ${target} (an anchor into a file that is not markdown)`]
    return anchorsOf(file).has(anchor) ? [] : [`${from}: ${target} (no such heading)`]
  })
  expect(broken).toEqual([])
})

test("anchors are GitHub's", () => {
  expect(anchorOf("Publishing: a CMS save reaches the live site by itself")).toBe("publishing-a-cms-save-reaches-the-live-site-by-itself")
  expect(anchorOf("Experiments (`googleOptimize`)")).toBe("experiments-googleoptimize")
  expect(anchorOf("The resources' forms")).toBe("the-resources-forms")
})
