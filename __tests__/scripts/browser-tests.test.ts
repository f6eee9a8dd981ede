import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { type FailedTest, failedTests } from "../../scripts/browser-tests"

// A real Playwright run (no browser: the tests use no page) writes the JSON report the
// recap reads, so a change in Playwright's report shape fails here rather than in CI's log.
let dir: string
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "browser-tests-recap-"))
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"))
  writeFileSync(
    join(dir, "playwright.config.ts"),
    `import { defineConfig } from "@playwright/test"
export default defineConfig({ testDir: ".", workers: 1, reporter: [["json", { outputFile: "report.json" }]], projects: [{ name: "desktop" }, { name: "phone" }] })
`,
  )
  writeFileSync(
    join(dir, "sample.spec.ts"),
    `import { expect, test } from "@playwright/test"
test("passes", () => expect(1).toBe(1))
test.describe("the pricing table", () => {
  test("fails with a message", ({}, testInfo) => {
    if (testInfo.project.name === "phone") expect("monthly", "the toggle's label").toBe("yearly")
  })
})
`,
  )
  // Playwright refuses to run under Jest's worker variable.
  const { JEST_WORKER_ID: _jestWorker, ...env } = process.env
  const run = spawnSync(process.execPath, [require.resolve("@playwright/test/cli"), "test", "--config", join(dir, "playwright.config.ts")], {
    cwd: dir,
    env,
    encoding: "utf8",
  })
  expect(run.status).toBe(1)
}, 60_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test("a failed test is named by project, file, line and describe titles, with its error's start", () => {
  const failed = failedTests(JSON.parse(readFileSync(join(dir, "report.json"), "utf8")))
  expect(failed).toHaveLength(1)
  const [failure] = failed as [FailedTest]
  expect(failure.where).toBe("[phone] sample.spec.ts:4 › the pricing table › fails with a message")
  expect(failure.error).toContain("the toggle's label")
  expect(failure.error).toContain('"yearly"')
  expect(failure.error).not.toMatch(/\u001b\[/)
})
