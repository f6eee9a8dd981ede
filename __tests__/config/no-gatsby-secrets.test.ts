/**
 * No secret behind a GATSBY_ name (DESIGN 7, issue 17). Gatsby inlines every
 * `process.env.GATSBY_*` that browser code reads into the JavaScript it ships, so a GATSBY_
 * name is public by construction. Every GATSBY_ name the project mentions (code, scripts,
 * README and docs/) must be one of the public settings below, none of them may look like a secret, and
 * no secret of the project has a GATSBY_ twin.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

const ROOT = join(__dirname, "..", "..")

/** The GATSBY_ names the project uses, and why each may be public. */
const PUBLIC_GATSBY_SETTINGS: Record<string, string> = {
  GATSBY_VIDEO_PROVIDER_URL: "the video provider's base URL, loaded by the browser anyway",
  GATSBY_DEMO_BOOKING_URL: "an external scheduling page the browser links to",
  GATSBY_GTM_ID: "the Tag Manager container id, in every page's tag request",
  GATSBY_MARKETO_BASE_URL: "Marketo's forms script origin, loaded by the browser",
  GATSBY_MARKETO_MUNCHKIN_ID: "Marketo's public account id, in every forms request",
  GATSBY_MARKETING_AUTOMATION_SCRIPT_URL: "a script URL the browser loads",
  GATSBY_LINK_ATTRIBUTION_SCRIPT_URL: "a script URL the browser loads",
  GATSBY_CONSENT_DEFAULT: "the consent banner's default (denied or granted), visible in every page's head script",
  GATSBY_CMS_ASSET_ORIGINS: "CMS_ASSET_ORIGINS as gatsby-config hands it to the renderer: image origins every page preconnects to",
  GATSBY_SITE_RUNTIME_WITHOUT:
    "the speed mechanisms a measurement build leaves out (plugins/gatsby-plugin-site-runtime/switched-off.ts), never set for a served build",
}

/**
 * Names Gatsby itself reads in its own process, never site code: they reach no bundle, because
 * Gatsby inlines only the names code reads. GATSBY_REFRESH_TOKEN guards develop's refresh
 * endpoint (Gatsby's name, not ours); the test below holds browser code to never reading it.
 */
const GATSBY_PROCESS_SETTINGS = new Set(["GATSBY_TELEMETRY_DISABLED", "GATSBY_CPU_COUNT", "GATSBY_LOGGER", "GATSBY_REFRESH_TOKEN"])

/** The project's secrets: server-side only. */
const SECRETS = ["CMS_TOKEN", "CMS_PREVIEW_TOKEN", "CMS_WEBHOOK_SECRET", "MARKETO_CLIENT_ID", "MARKETO_CLIENT_SECRET", "LEADS_DATABASE_URL", "DATABASE_URL"]

const SECRET_LIKE = /TOKEN|SECRET|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|API_KEY|_KEY$|CLIENT_ID|DATABASE_URL|DSN/

const SKIP_DIRS = new Set(["node_modules", ".cache", "public", ".git", "test-results", "playwright-report", "coverage", ".publish", "data", ".public-previous"])

function files(dir: string, accept: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP_DIRS.has(entry.name)) return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path, accept)
    return accept(entry.name) ? [path] : []
  })
}

const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|md|json)$|^\.env/
const projectFiles = [...files(ROOT, (name) => SOURCE.test(name))].filter(
  (file) => !file.endsWith("package-lock.json") && !file.includes(`${join("__tests__", "config", "no-gatsby-secrets")}`),
)
const GATSBY_NAME = /\bGATSBY_[A-Z0-9_]*[A-Z0-9]\b/g

/** name → files mentioning it */
const mentions = new Map<string, string[]>()
for (const file of projectFiles) {
  for (const [name] of readFileSync(file, "utf8").matchAll(GATSBY_NAME)) mentions.set(name, [...new Set([...(mentions.get(name) ?? []), relative(ROOT, file)])])
}
// A constant that merely starts with GATSBY_ (a regular expression's name) is not a setting.
const settingNames = [...mentions.keys()].filter((name) =>
  [...(mentions.get(name) ?? [])].some((file) =>
    new RegExp(`process\\.env\\.${name}\\b|env\\.${name}\\b|\`${name}\`|${name}=`).test(readFileSync(join(ROOT, file), "utf8")),
  ),
)

test("the scan finds the settings it must judge", () => {
  expect(settingNames).toEqual(expect.arrayContaining(["GATSBY_GTM_ID", "GATSBY_VIDEO_PROVIDER_URL", "GATSBY_DEMO_BOOKING_URL"]))
})

test.each(settingNames.map((name) => [name]))("%s is a known public setting or Gatsby's own", (name) => {
  expect(Object.hasOwn(PUBLIC_GATSBY_SETTINGS, name) || GATSBY_PROCESS_SETTINGS.has(name)).toBe(true)
})

test("no public GATSBY_ setting looks like a secret", () => {
  expect(Object.keys(PUBLIC_GATSBY_SETTINGS).filter((name) => SECRET_LIKE.test(name))).toEqual([])
  expect(SECRET_LIKE.test("GATSBY_CMS_TOKEN")).toBe(true) // the pattern itself catches the obvious leak
})

test("no secret of the project has a GATSBY_ twin anywhere", () => {
  const twins = SECRETS.map((name) => `GATSBY_${name}`).filter((name) => mentions.has(name))
  expect(twins).toEqual([])
})

test("browser-reachable code never reads a secret-like GATSBY_ name (Gatsby's own included)", () => {
  const browserCode = [
    ...files(join(ROOT, "src"), (name) => /\.(ts|tsx)$/.test(name)),
    join(ROOT, "gatsby-browser.tsx"),
    join(ROOT, "gatsby-ssr.tsx"),
    ...files(join(ROOT, "plugins"), (name) => /^gatsby-(browser|ssr)\./.test(name)),
  ]
  const reads = browserCode.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(GATSBY_NAME)]
      .map(([name]) => name)
      .filter((name) => SECRET_LIKE.test(name))
      .map((name) => `${relative(ROOT, file)}: ${name}`),
  )
  expect(reads).toEqual([])
})

test("the settings tables of the README and docs/ name no secret-like GATSBY_ setting", () => {
  const docs = [
    join(ROOT, "README.md"),
    ...readdirSync(join(ROOT, "docs"))
      .filter((name) => name.endsWith(".md"))
      .map((name) => join(ROOT, "docs", name)),
  ]
  const rows = docs
    .flatMap((file) => readFileSync(file, "utf8").split("\n"))
    .filter((line) => line.startsWith("| `GATSBY_"))
    .map((line) => /^\| `([A-Z0-9_]+)`/.exec(line)?.[1] ?? line)
  expect(rows.length).toBeGreaterThan(0)
  expect(rows.filter((name) => SECRET_LIKE.test(name))).toEqual([])
})
