/**
 * The check that no CMS token reached the built site (DESIGN 7: public/ is public). Run after
 * every build that a CMS token fed: `npm run build` (with-cms.ts) and the publisher's builds.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"

/** Secrets shorter than this are ignored: they would match by chance. */
const MIN_SECRET_LENGTH = 8

const usable = (secrets: ReadonlyArray<string | undefined>): string[] =>
  secrets.filter((s): s is string => typeof s === "string" && s.length >= MIN_SECRET_LENGTH)

/** Where a project keeps the record of its last clean check: beside Gatsby's cache, and gone with it. */
export const SECRET_CHECK_STATE = join(".cache", "secret-check.json")

/** The files under `dir` that contain one of `wanted`, reading only those modified at or after `since` (ms). */
function scan(dir: string, wanted: readonly string[], since: number): { found: string[]; read: number; files: number } {
  const found: string[] = []
  let read = 0
  let files = 0
  if (wanted.length === 0) return { found, read, files }
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files++
    const file = join(entry.parentPath, entry.name)
    if (since > 0 && statSync(file).mtimeMs < since) continue
    read++
    const text = readFileSync(file).toString("latin1")
    if (wanted.some((secret) => text.includes(secret))) found.push(file)
  }
  return { found, read, files }
}

/**
 * File times come from the kernel's coarse clock and some file systems keep whole seconds: a
 * file written just after a check may carry a time a little before it. Files up to this much
 * older than the last clean check are read again.
 */
const CLOCK_SLACK_MS = 2_000

interface CheckState {
  /** sha256 of the secrets checked for (never the secrets themselves). */
  digest: string
  /** When the last clean check began (ms). */
  checkedAt: number
}

export interface SecretCheck {
  leaks: string[]
  /** Files read, and files in `dir`. */
  read: number
  files: number
}

/**
 * The files under `dir` that contain one of the secrets, reading only what can hold a secret
 * it has not been checked for. After a
 * clean check, `stateFile` records when it began and a digest of the secrets; the next check
 * for the same secrets reads only the files modified since (a publish at 10,000 posts writes a
 * handful of pages: reading all 22,000 files cost about 6 s). Any other secret, no record, or
 * a leak (the record is removed, so the leaking file is read again next time) means every file.
 *
 * `freshSecrets` were made for this build alone (with-cms's token for the local CMS): no file
 * written before they existed can hold them, so they are looked for in the same files without
 * taking part in the digest (otherwise every build would read everything).
 */
export function checkForSecrets(
  dir: string,
  options: { secrets: ReadonlyArray<string | undefined>; freshSecrets?: ReadonlyArray<string | undefined>; stateFile: string },
): SecretCheck {
  const stable = usable(options.secrets)
  const wanted = [...stable, ...usable(options.freshSecrets ?? [])]
  const digest = createHash("sha256")
    .update(JSON.stringify([...new Set(stable)].sort()))
    .digest("hex")
  const startedAt = Date.now()
  const previous = readState(options.stateFile)
  const since = previous?.digest === digest ? previous.checkedAt - CLOCK_SLACK_MS : 0
  const { found, read, files } = scan(dir, wanted, since)
  if (found.length > 0) rmSync(options.stateFile, { force: true })
  else {
    mkdirSync(dirname(options.stateFile), { recursive: true })
    writeFileSync(options.stateFile, JSON.stringify({ digest, checkedAt: startedAt } satisfies CheckState))
  }
  return { leaks: found, read, files }
}

/**
 * Where Gatsby writes the compiled Functions (src/api/*), one bundle per Function: what an
 * adapter deploys to the host, so as public as public/ for a token (DESIGN 7). Gatsby inlines
 * `process.env.X` into these bundles at build time; the Functions read the CMS settings
 * through globalThis at run time instead (lib/cms-proxy/proxy.ts `runtimeCmsOptions`).
 */
export const FUNCTION_BUNDLES_DIR = join(".cache", "functions")

/** The files under `dir` (absent: none) that contain one of the secrets; every file read (Function bundles are few). */
export function findSecretsIn(dir: string, secrets: ReadonlyArray<string | undefined>): string[] {
  if (!existsSync(dir)) return []
  return scan(dir, usable(secrets), 0).found
}

function readState(file: string): CheckState | undefined {
  try {
    const value = JSON.parse(readFileSync(file, "utf8")) as Partial<CheckState>
    return typeof value.digest === "string" && typeof value.checkedAt === "number" ? (value as CheckState) : undefined
  } catch {
    return undefined
  }
}
