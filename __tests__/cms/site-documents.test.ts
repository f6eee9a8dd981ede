/**
 * The list of documents the site sends (__tests__/support/site-documents.ts) is complete: every
 * module that declares a GraphQL document for the CMS (marked `/* GraphQL *\/`) has each of them
 * in the list, so the conformance and SPEC-field tests see every query a real Craft will be asked.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { allSiteDocuments } from "../support/site-documents"

const ROOT = join(__dirname, "../..")
const SCANNED = ["src/lib", "src/api", "src/features", "src/runtime", "plugins", "cms", "publisher", "scripts"]

function sourceFiles(dir: string): string[] {
  let entries: string[]
  try {
    entries = readdirSync(dir)
  } catch {
    return []
  }
  return entries.flatMap((name) => {
    const path = join(dir, name)
    if (name === "node_modules" || name === "content" || name.startsWith(".")) return []
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith(".d.ts") ? [path] : []
  })
}

/** The documents a file declares with the `/* GraphQL *\/` marker, by the first operation or fragment name in each. */
function declaredDocuments(file: string): string[] {
  const text = readFileSync(file, "utf8")
  return [...text.matchAll(/\/\* GraphQL \*\/\s*`([^`]*)`/g)].map((match) => /\b(query|fragment)\s+(\w+)/.exec(match[1]!)?.[2] ?? match[1]!.trim().slice(0, 40))
}

test("every GraphQL document a module declares is one the conformance tests validate", () => {
  const known = allSiteDocuments()
    .map(([, document]) => document)
    .join("\n")
  const missing = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
    declaredDocuments(file)
      .filter((name) => !new RegExp(`\\b(query|fragment)\\s+${name}\\b`).test(known))
      .map((name) => `${relative(ROOT, file)}: ${name}`),
  )
  expect(missing).toEqual([])
})

test("the scan sees the documents it should (it would pass vacuously otherwise)", () => {
  const names = ["src/lib", "src/features"].flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap(declaredDocuments)
  expect(names).toEqual(expect.arrayContaining(["demoBookingSettings", "pageFormEntry"]))
})
