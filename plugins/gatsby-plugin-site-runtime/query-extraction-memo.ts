/**
 * Gatsby's query extraction parses, with Babel, every source file under src/ that mentions
 * `graphql`, `config`, `Head` or `Slice` (gatsby/dist/query/file-parser.js, FileParser's
 * `parseFile`), on every build: 198 files, 680 KB here, about 1.3 s of each build, which a
 * one-entry rebuild pays in full (the bare reference page: 0.01 s). What it finds is kept in
 * memory only, so the next build parses the same files again.
 *
 * Most of those files hold nothing for it: the rules of src/lib, the forms, the blocks without a
 * fragment mention `config` or `Head` in an import or a word. Gatsby's own quick check already
 * answers "nothing here" without parsing for a file that mentions none of those words; this
 * memo gives the same answer, on the next builds, for a file whose whole text Gatsby parsed and
 * found nothing in: no query or fragment, no Slice, and it is no page or slice component (a
 * component's exports, `Head` and `config`, are recorded for it, so a component is always
 * parsed). Such a file's parse has no other effect: Gatsby records a component's exports only
 * for components, a query's success only when there is a query, and a file's slices only when
 * it has some.
 *
 * The memo is keyed by the file's path and its exact text (a sha256 of both), with Gatsby's
 * version: an edited file is parsed again, a file whose parse reported an error is never
 * remembered (so the next build reports it again), and a Gatsby upgrade starts it afresh. It
 * keeps only what this build looked up (files deleted or changed drop out).
 *
 * Gatsby's parser is replaced on its prototype, once per process, only when its code still
 * makes the calls this reasoning relies on (`installQueryExtractionMemo` says when it does not:
 * the build then parses everything, as Gatsby does).
 */
import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"

/** Gatsby's FileParser, as far as the memo uses it. */
interface FileParserLike {
  prototype: { parseFile: (this: unknown, file: string, addError: (...args: unknown[]) => unknown) => Promise<ParseResult> }
}
type ParseResult = { astDefinitions?: readonly unknown[]; pageSlices?: unknown } | null

/** What `parseFile` must still do for "nothing found, not a component" to mean "no effect" (see above). */
const EXPECTED_IN_PARSE_FILE = ["SET_COMPONENT_FEATURES", "queryExtractedBabelSuccess", "astDefinitions.length > 0", "pageSlices"]

export interface MemoState {
  gatsbyVersion: string
  /** sha256 of path and text, of each file found to hold nothing. */
  empty: string[]
}

export interface QueryExtractionMemo {
  /** Files answered from the memo in this process's last extraction, and files parsed. */
  stats(): { skipped: number; parsed: number }
  /** What to remember for the next build: the entries this build looked up or added. */
  state(): MemoState
  /** The remembered state, from the last build (ignored when another Gatsby version wrote it). */
  load(state: unknown): void
}

/**
 * Files (path and text) whose parse reported an error in this process. Gatsby keeps its own
 * results in memory too, and answers a file it parsed before from them without reporting the
 * error again (`gatsby develop` extracts many times), so "no error this time" is not enough.
 */
const failedInThisProcess = new Set<string>()

const keyOf = (file: string, text: string): string => createHash("sha256").update(file).update("\0").update(text).digest("hex")

/**
 * Replaces `FileParser.prototype.parseFile` with one that answers files remembered as empty
 * without parsing them. `isComponent(file)` says whether Gatsby's store has the file as a page
 * or slice component. Returns null, changing nothing, when the parser does not look as expected.
 */
export function installQueryExtractionMemo(
  FileParser: FileParserLike | undefined,
  gatsbyVersion: string,
  isComponent: (file: string) => boolean,
): QueryExtractionMemo | null {
  const original = FileParser?.prototype?.parseFile
  if (typeof original !== "function") return null
  const source = original.toString()
  if (!EXPECTED_IN_PARSE_FILE.every((call) => source.includes(call))) return null
  let remembered = new Set<string>()
  let used = new Set<string>()
  let skipped = 0
  let parsed = 0
  FileParser!.prototype.parseFile = async function parseFileRemembering(file, addError) {
    // A query string marks a file Gatsby reads elsewhere (an MDX layout): left to Gatsby.
    if (file.includes("?") || isComponent(file)) return original.call(this, file, addError)
    let text: string
    try {
      text = await readFile(file, "utf8")
    } catch {
      return original.call(this, file, addError) // Gatsby reports the unreadable file
    }
    const key = keyOf(file, text)
    if (remembered.has(key)) {
      used.add(key)
      skipped += 1
      return null
    }
    const result = await original.call(this, file, (...args: unknown[]) => {
      failedInThisProcess.add(key)
      return addError(...args)
    })
    parsed += 1
    if (!failedInThisProcess.has(key) && result && (result.astDefinitions?.length ?? 0) === 0 && !result.pageSlices) {
      remembered.add(key)
      used.add(key)
    }
    return result
  }
  return {
    stats: () => ({ skipped, parsed }),
    state: () => ({ gatsbyVersion, empty: [...used].sort() }),
    load(state) {
      const valid = (value: unknown): value is MemoState =>
        typeof value === "object" &&
        value !== null &&
        (value as MemoState).gatsbyVersion === gatsbyVersion &&
        Array.isArray((value as MemoState).empty) &&
        (value as MemoState).empty.every((key) => typeof key === "string")
      remembered = new Set(valid(state) ? state.empty : [])
      used = new Set()
      skipped = 0
      parsed = 0
    },
  }
}
