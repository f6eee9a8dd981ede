/**
 * The check that no CMS token reached the built site (DESIGN 7: public/ is public). Run after
 * every build that a CMS token fed: `npm run build` (with-cms.ts) and the publisher's builds.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

/** Files under `dir` that contain any of the secrets (secrets shorter than 8 characters are ignored: they would match by chance). */
export function filesContaining(dir: string, secrets: Array<string | undefined>): string[] {
  const wanted = secrets.filter((s): s is string => typeof s === "string" && s.length >= 8)
  if (wanted.length === 0) return []
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = join(entry.parentPath, entry.name)
    const text = readFileSync(file).toString("latin1")
    if (wanted.some((secret) => text.includes(secret))) found.push(file)
  }
  return found
}
