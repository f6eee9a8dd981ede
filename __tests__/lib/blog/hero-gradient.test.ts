import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { heroGradient, HERO_TEXT_COLORS } from "../../../src/lib/blog/hero-gradient"

test("two hex colours make a top-left to bottom-right gradient, written in one spelling", () => {
  expect(heroGradient("#FDE7EF,#E3ECFF")).toBe("linear-gradient(135deg, #fde7ef, #e3ecff)")
  expect(heroGradient(" #fff1db , #DEF ")).toBe("linear-gradient(135deg, #fff1db, #ddeeff)")
})

test.each([
  null,
  undefined,
  "",
  "#FDE7EF",
  "#FDE7EF,#E3ECFF,#FFF1DB",
  "pink,lavender",
  "#FDE7EF,",
  "#FDE7EF;background:url(https://evil.example/x),#E3ECFF",
  "#FDE7EF,#E3ECFF)",
])("%p gives the plain header", (value) => {
  expect(heroGradient(value)).toBeNull()
})

test("a colour one of the header's texts cannot be read on gives the plain header", () => {
  // The ink-soft subtitle is 4.5:1 down to a mid grey; the brand-red eyebrow needs a lighter one.
  expect(heroGradient("#1b1b3a,#E3ECFF")).toBeNull()
  expect(heroGradient("#E3ECFF,#c41f48")).toBeNull()
  expect(heroGradient("#FDE7EF,#d0d0d0")).toBeNull()
  expect(heroGradient("#FDE7EF,#ffffff")).not.toBeNull()
  expect(Object.keys(HERO_TEXT_COLORS)).toHaveLength(3)
})

test("the header's text colours are the stylesheet's", () => {
  const css = readFileSync(join(__dirname, "../../../src/styles/global.css"), "utf8")
  expect(css).toContain(`--color-ink: ${HERO_TEXT_COLORS.ink};`)
  expect(css).toContain(`--color-ink-soft: ${HERO_TEXT_COLORS.inkSoft};`)
  expect(css).toContain(`--color-brand-strong: ${HERO_TEXT_COLORS.brandStrong};`)
})

test("every gradient in the sample content is drawn", () => {
  const dir = join(__dirname, "../../../cms/content/entries/blog")
  const values = readdirSync(dir)
    .map((file) => (JSON.parse(readFileSync(join(dir, file), "utf8")) as { imageGradient?: string | null }).imageGradient)
    .filter((value): value is string => Boolean(value))
  expect(values.length).toBeGreaterThan(10)
  for (const value of values) expect(heroGradient(value)).toMatch(/^linear-gradient\(135deg, #[0-9a-f]{6}, #[0-9a-f]{6}\)$/)
})
