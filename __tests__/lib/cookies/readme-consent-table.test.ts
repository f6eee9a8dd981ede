/** The README's table of cookie classes is the cookie table's (lib/cookies/cookie-declaration.ts), row for row. */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { declaredItems } from "../../../src/lib/cookies/cookie-declaration"

const storageName = { cookie: "cookie", sessionStorage: "sessionStorage", localStorage: "localStorage" } as const

function consentClassTable(): string {
  const rows = declaredItems().map((item) => `| ${item.label} | ${item.names.map((name) => `\`${name}\``).join(", ")} | ${storageName[item.storage]} | ${item.consentClass} |`)
  return ["| what | names | stored as | class |", "|---|---|---|---|", ...rows].join("\n")
}

const readmePath = join(__dirname, "..", "..", "..", "README.md")

test("README lists every cookie and storage key with its class, as the table has them (UPDATE_README=1 rewrites it)", () => {
  let readme = readFileSync(readmePath, "utf8")
  if (process.env.UPDATE_README === "1") {
    const open = readme.indexOf("\n", readme.indexOf("<!-- consent classes:")) + 1
    const close = readme.indexOf("<!-- end consent classes -->")
    readme = `${readme.slice(0, open)}${consentClassTable()}\n${readme.slice(close)}`
    writeFileSync(readmePath, readme)
  }
  const start = readme.indexOf("<!-- consent classes:")
  const end = readme.indexOf("<!-- end consent classes -->")
  expect(start).toBeGreaterThan(-1)
  expect(end).toBeGreaterThan(start)
  const table = readme.slice(readme.indexOf("\n", start) + 1, end).trim()
  expect(table).toBe(consentClassTable())
})
