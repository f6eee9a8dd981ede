import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { checkForSecrets, findSecretsIn } from "../../scripts/token-leaks"

const TOKEN = "craft-token-0123456789"
let root: string
let publicDir: string
let stateFile: string

/** A file of public/ written a minute ago (as a page an earlier build wrote and this one kept). */
function writeOld(name: string, text: string): void {
  const file = join(publicDir, name)
  writeFileSync(file, text)
  const minuteAgo = new Date(Date.now() - 60_000)
  utimesSync(file, minuteAgo, minuteAgo)
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "token-leaks-"))
  publicDir = join(root, "public")
  mkdirSync(join(publicDir, "page-data"), { recursive: true })
  stateFile = join(root, ".cache", "secret-check.json")
  writeOld("index.html", "<h1>Rapport</h1>")
  writeOld("page-data/app-data.json", "{}")
  writeOld("app.js", "console.log(1)")
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

test("the first check reads every file and finds a token in any of them, nested or not", () => {
  writeFileSync(join(publicDir, "page-data", "leak.json"), `{"token":"${TOKEN}"}`)
  const check = checkForSecrets(publicDir, { secrets: [TOKEN], stateFile })
  expect(check.leaks).toEqual([join(publicDir, "page-data", "leak.json")])
  expect(check).toMatchObject({ read: 4, files: 4 })
})

test("after a clean check, the same secrets are looked for only in files written since", () => {
  expect(checkForSecrets(publicDir, { secrets: [TOKEN], stateFile })).toEqual({ leaks: [], read: 3, files: 3 })
  writeFileSync(join(publicDir, "new-page.html"), `<p>${TOKEN}</p>`)
  const check = checkForSecrets(publicDir, { secrets: [TOKEN], stateFile })
  expect(check).toEqual({ leaks: [join(publicDir, "new-page.html")], read: 1, files: 4 })
})

test("another secret, or no record, means every file again", () => {
  checkForSecrets(publicDir, { secrets: [TOKEN], stateFile })
  expect(checkForSecrets(publicDir, { secrets: [TOKEN, "preview-token-abcdef"], stateFile }).read).toBe(3)
  rmSync(stateFile)
  expect(checkForSecrets(publicDir, { secrets: [TOKEN, "preview-token-abcdef"], stateFile }).read).toBe(3)
})

test("a leak removes the record, so the leaking file is read again by the next check", () => {
  checkForSecrets(publicDir, { secrets: [TOKEN], stateFile })
  writeFileSync(join(publicDir, "leak.html"), TOKEN)
  expect(checkForSecrets(publicDir, { secrets: [TOKEN], stateFile }).leaks).toHaveLength(1)
  expect(existsSync(stateFile)).toBe(false)
  // The next build keeps the file as it is (an old time): it is still found.
  utimesSync(join(publicDir, "leak.html"), new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))
  expect(checkForSecrets(publicDir, { secrets: [TOKEN], stateFile }).leaks).toEqual([join(publicDir, "leak.html")])
})

test("a secret made for this build is looked for in the new files without making every build read everything", () => {
  checkForSecrets(publicDir, { secrets: [], freshSecrets: ["local-token-first-run"], stateFile })
  writeFileSync(join(publicDir, "new.html"), "<p>local-token-second-run</p>")
  const check = checkForSecrets(publicDir, { secrets: [], freshSecrets: ["local-token-second-run"], stateFile })
  expect(check).toEqual({ leaks: [join(publicDir, "new.html")], read: 1, files: 4 })
})

test("secrets shorter than 8 characters are not looked for (they would match by chance)", () => {
  writeOld("short.html", "<p>abc</p>")
  expect(checkForSecrets(publicDir, { secrets: ["abc", undefined], stateFile })).toEqual({ leaks: [], read: 0, files: 0 })
})

test("findSecretsIn (the Function bundles) reads every file, nested or not, and an absent folder holds none", () => {
  const bundles = join(root, ".cache", "functions")
  mkdirSync(join(bundles, "nested"), { recursive: true })
  writeFileSync(join(bundles, "base-api.js"), "module.exports = () => process.env.CMS_TOKEN")
  expect(findSecretsIn(bundles, [TOKEN])).toEqual([])
  writeFileSync(join(bundles, "nested", "inlined.js"), `const token = "${TOKEN}"`)
  expect(findSecretsIn(bundles, [TOKEN, undefined])).toEqual([join(bundles, "nested", "inlined.js")])
  expect(findSecretsIn(join(root, "absent"), [TOKEN])).toEqual([])
})
