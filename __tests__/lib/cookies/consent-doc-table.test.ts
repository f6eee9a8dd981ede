/** docs/consent.md's table of cookie classes is the cookie table's (lib/cookies/cookie-declaration.ts), row for row. */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { declaredItems } from "../../../src/lib/cookies/cookie-declaration"

const storageName = { cookie: "cookie", sessionStorage: "sessionStorage", localStorage: "localStorage" } as const

function consentClassTable(): string {
  const rows = declaredItems().map(
    (item) => `| ${item.label} | ${item.names.map((name) => `\`${name}\``).join(", ")} | ${storageName[item.storage]} | ${item.consentClass} |`,
  )
  return ["| what | names | stored as | class |", "|---|---|---|---|", ...rows].join("\n")
}

const docPath = join(__dirname, "..", "..", "..", "docs", "consent.md")

test("docs/consent.md lists every cookie and storage key with its class, as the table has them (UPDATE_DOCS=1 rewrites it)", () => {
  let doc = readFileSync(docPath, "utf8")
  if (process.env.UPDATE_DOCS === "1") {
    const open = doc.indexOf("\n", doc.indexOf("<!-- consent classes:")) + 1
    const close = doc.indexOf("<!-- end consent classes -->")
    doc = `${doc.slice(0, open)}${consentClassTable()}\n${doc.slice(close)}`
    writeFileSync(docPath, doc)
  }
  const start = doc.indexOf("<!-- consent classes:")
  const end = doc.indexOf("<!-- end consent classes -->")
  expect(start).toBeGreaterThan(-1)
  expect(end).toBeGreaterThan(start)
  const table = doc.slice(doc.indexOf("\n", start) + 1, end).trim()
  expect(table).toBe(consentClassTable())
})
