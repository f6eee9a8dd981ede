/**
 * package.json `engines.node` says which Node runs this project (issue 17: it admitted 20.9
 * while the lead store loads its drivers through process.getBuiltinModule, 20.16+). Kept in
 * step here, both ways:
 * - every Node it admits has each newer Node API the code uses (found by scanning the
 *   sources) and is admitted by every dependency's own `engines`;
 * - on each major line it admits, its lowest version is the lowest those allow (no stricter
 *   than needed).
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

const root = join(__dirname, "../..")
const packageJson = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  engines: { node: string }
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}

/** Node APIs newer than Node 20.0, with the releases that have them (from Node's documentation, "Added in"). */
const NODE_APIS: Array<{ api: string; pattern: RegExp; availableIn: string }> = [
  { api: "process.getBuiltinModule", pattern: /\bgetBuiltinModule\b/, availableIn: "^20.16.0 || >=22.3.0" },
  { api: "fs.Dirent#parentPath", pattern: /\.parentPath\b/, availableIn: "^20.12.0 || >=21.4.0" },
  { api: "import.meta.dirname / import.meta.filename", pattern: /import\.meta\.(dirname|filename)\b/, availableIn: "^20.11.0 || >=21.2.0" },
  { api: "process.loadEnvFile / util.parseEnv", pattern: /\b(loadEnvFile|parseEnv)\b/, availableIn: "^20.12.0 || >=21.7.0" },
  { api: "util.styleText", pattern: /\bstyleText\b/, availableIn: "^20.12.0 || >=21.7.0" },
  { api: "path.matchesGlob", pattern: /\bmatchesGlob\b/, availableIn: "^20.17.0 || >=22.5.0" },
  { api: "module.findPackageJSON", pattern: /\bfindPackageJSON\b/, availableIn: "^22.14.0 || >=23.2.0" },
  { api: "fs.glob / fs.globSync", pattern: /\bglobSync\b|\bfs\.glob\b|\bfsPromises\.glob\b/, availableIn: ">=22.0.0" },
  { api: "node:sqlite", pattern: /["']node:sqlite["']/, availableIn: ">=22.5.0" },
  { api: "Promise.withResolvers", pattern: /\bPromise\.withResolvers\b/, availableIn: ">=22.0.0" },
  { api: "Object.groupBy / Map.groupBy", pattern: /\b(Object|Map)\.groupBy\b/, availableIn: ">=21.0.0" },
  { api: "Array.fromAsync", pattern: /\bArray\.fromAsync\b/, availableIn: ">=22.0.0" },
  { api: "Set methods (union, intersection …)", pattern: /\.(symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/, availableIn: ">=22.0.0" },
]

// ---- npm's range grammar, as far as package.json engines fields use it ----
type Version = [number, number, number]
type Comparator = { op: "<" | "<=" | ">" | ">=" | "="; version: Version }

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2]

function partial(text: string): { version: Version; given: number } {
  const parts = text.replace(/^v/, "").split(".")
  const numbers = parts.filter((part) => /^\d+$/.test(part)).map(Number)
  if (parts.some((part) => !/^(\d+|x|X|\*)$/.test(part))) throw new Error(`cannot read the version ${text}`)
  return { version: [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0], given: numbers.length }
}

const bump = (version: Version, at: number): Version =>
  at === 0 ? [version[0] + 1, 0, 0] : at === 1 ? [version[0], version[1] + 1, 0] : [version[0], version[1], version[2] + 1]

function comparators(token: string): Comparator[] {
  const match = /^(\^|~|>=|<=|>|<|=)?(.+)$/.exec(token)!
  const op = match[1] ?? ""
  const { version, given } = partial(match[2]!)
  if (op === "^")
    return [
      { op: ">=", version },
      { op: "<", version: bump(version, version[0] > 0 || given === 1 ? 0 : 1) },
    ]
  if (op === "~")
    return [
      { op: ">=", version },
      { op: "<", version: bump(version, given === 1 ? 0 : 1) },
    ]
  if (op === "" || op === "=")
    return given === 3
      ? [{ op: "=", version }]
      : given === 0
        ? []
        : [
            { op: ">=", version },
            { op: "<", version: bump(version, given - 1) },
          ]
  if (op === "<=" && given < 3) return [{ op: "<", version: bump(version, given - 1) }]
  if (op === ">" && given < 3) return [{ op: ">=", version: bump(version, given - 1) }]
  return [{ op: op as Comparator["op"], version }]
}

/** Whether `range` (npm's syntax: `||`, `^`, `~`, comparisons, x-ranges) admits `version`. */
function admits(range: string, version: Version): boolean {
  return range.split("||").some((alternative) => {
    const tokens = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, "$1")
      .split(/\s+/)
      .filter(Boolean)
    if (tokens.includes("-")) throw new Error(`hyphen ranges are not read here: ${range}`)
    return tokens.flatMap(comparators).every(({ op, version: bound }) => {
      const order = compare(version, bound)
      return op === "<" ? order < 0 : op === "<=" ? order <= 0 : op === ">" ? order > 0 : op === ">=" ? order >= 0 : order === 0
    })
  })
}

/** Node releases to try: every major from 16 to 26, minors 0-30, patches 0-2 (the ranges' bounds fall on these). */
const candidates: Version[] = []
for (let major = 16; major <= 26; major++)
  for (let minor = 0; minor <= 30; minor++) for (let patch = 0; patch <= 2; patch++) candidates.push([major, minor, patch])

const show = (version: Version): string => version.join(".")

// ---- what the project needs ----
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory())
      return ["node_modules", "public", ".cache", ".git", "test-results", "playwright-report"].includes(entry.name) || entry.name.startsWith(".")
        ? []
        : sourceFiles(path)
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : []
  })
}

const thisFile = relative(root, __filename)
const sources = sourceFiles(root)
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, "utf8") }))
  .filter((file) => file.path !== thisFile)

const usedApis = NODE_APIS.map((api) => ({ ...api, files: sources.filter((file) => api.pattern.test(file.text)).map((file) => file.path) })).filter(
  (api) => api.files.length > 0,
)

const dependencyEngines = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).flatMap((name) => {
  const engines = (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { engines?: { node?: string } }).engines?.node
  return engines ? [{ name, range: engines }] : []
})

const requirements = [
  ...usedApis.map((api) => ({ what: `${api.api} (${api.files.join(", ")})`, range: api.availableIn })),
  ...dependencyEngines.map((dep) => ({ what: `${dep.name}'s engines`, range: dep.range })),
]

test("the range reader reads npm's syntax as npm does", () => {
  expect(admits("^20.16.0 || >=22.3.0 <23", [20, 16, 0])).toBe(true)
  expect(admits("^20.16.0 || >=22.3.0 <23", [20, 15, 9])).toBe(false)
  expect(admits("^20.16.0 || >=22.3.0 <23", [21, 7, 0])).toBe(false)
  expect(admits("^20.16.0 || >=22.3.0 <23", [22, 2, 0])).toBe(false)
  expect(admits("^20.16.0 || >=22.3.0 <23", [23, 0, 0])).toBe(false)
  expect(admits(">= 0.8.0", [20, 0, 0])).toBe(true)
  expect(admits("20.x || 22.x", [21, 0, 0])).toBe(false)
  expect(admits(">=18.16", [18, 15, 2])).toBe(false)
  expect(admits("^12.22.0 || ^14.16.0 || ^16.0.0 || >=17.0.0", [20, 9, 0])).toBe(true)
})

test("the scan finds what the lead store needs (so a test that passes has looked)", () => {
  expect(usedApis.map((api) => api.api)).toContain("process.getBuiltinModule")
  expect(usedApis.find((api) => api.api === "process.getBuiltinModule")!.files).toContain(
    join("src", "features", "lead-capture", "server", "project-require.ts"),
  )
})

test("every Node that engines admits has each API the code uses, and is one every dependency admits", () => {
  const engines = packageJson.engines.node
  const admitted = candidates.filter((version) => admits(engines, version))
  expect(admitted.length).toBeGreaterThan(0)
  const misses = requirements.flatMap((requirement) => {
    const lacking = admitted.filter((version) => !admits(requirement.range, version))
    return lacking.length > 0
      ? [`engines admits Node ${show(lacking[0]!)} (and ${lacking.length - 1} more releases tried), but ${requirement.what} needs ${requirement.range}`]
      : []
  })
  expect(misses).toEqual([])
})

test("on each major line engines admits, its lowest Node is the lowest the code and the dependencies allow", () => {
  const engines = packageJson.engines.node
  const majors = [...new Set(candidates.filter((version) => admits(engines, version)).map((version) => version[0]))]
  for (const major of majors) {
    const line = candidates.filter((version) => version[0] === major)
    const lowestAdmitted = line.find((version) => admits(engines, version))!
    const lowestNeeded = line.find((version) => requirements.every((requirement) => admits(requirement.range, version)))!
    expect(`${major}: ${show(lowestAdmitted)}`).toBe(`${major}: ${show(lowestNeeded)}`)
  }
})

test("this machine's Node is one engines admits", () => {
  const running = process.versions.node.split(".").map(Number) as Version
  expect(admits(packageJson.engines.node, running)).toBe(true)
})
