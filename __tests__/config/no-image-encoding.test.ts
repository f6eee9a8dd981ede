/**
 * The build encodes no image (DESIGN 2 and 6, issue 29): the CMS transforms every picture and
 * the build only asks for the transforms' URLs (docs/images.md). These hold the line: no image
 * plugin in the dependencies or in gatsby-config, and sharp only where the CMS's transforms
 * and the scripts that draw the sample pictures and the site's icons use it, never in code the
 * build or the pages run.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import type { GatsbyConfig } from "gatsby"

const ROOT = join(__dirname, "..", "..")
const IMAGE_PLUGINS = ["gatsby-plugin-sharp", "gatsby-transformer-sharp", "gatsby-plugin-image", "gatsby-source-filesystem"]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path)
    return /\.(ts|tsx|js|cjs|mjs|mts)$/.test(name) ? [path] : []
  })
}

test("no image plugin is a dependency or a plugin of the build", () => {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }
  const installed = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  expect(installed.filter((name) => IMAGE_PLUGINS.includes(name))).toEqual([])
  // gatsby-config reads CMS_URL when loaded, as the build gives it (scripts/with-cms.ts).
  process.env.CMS_URL ??= "http://127.0.0.1:1"
  const config = (jest.requireActual("../../gatsby-config") as { default: GatsbyConfig }).default
  const plugins = (config.plugins ?? []).map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve))
  expect(plugins.filter((name) => IMAGE_PLUGINS.includes(name) || /sharp|image/.test(name))).toEqual([])
  expect(plugins).toContain("gatsby-source-cms")
})

test("sharp is imported only by the CMS's transform worker and the drawing scripts (sample pictures, icons), never by the build or the pages", () => {
  const importsSharp = /(?:from\s+["']sharp["']|require\(\s*["']sharp["']\s*\))/
  const files = [
    ...["src", "plugins", "cms", "scripts", "publisher"].flatMap((dir) => sourceFiles(join(ROOT, dir))),
    ...readdirSync(ROOT)
      .filter((name) => /^gatsby-.*\.(ts|tsx)$/.test(name))
      .map((name) => join(ROOT, name)),
  ]
  const users = files.filter((file) => importsSharp.test(readFileSync(file, "utf8"))).map((file) => relative(ROOT, file))
  expect(users.sort()).toEqual(["cms/scripts/make-sample-images.ts", "cms/transforms/worker.cjs", "scripts/icons/render.ts"])
})
