import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { runCommand } from "../../scripts/build-lab/run-build"

let dir: string
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), "run-build-test-"))))
afterEach(() => rmSync(dir, { recursive: true, force: true }))

test("a command's run ends when every process it started has ended, not when the command itself exits", async () => {
  // As a failed `gatsby build` does: the command exits at once, a worker it started goes on writing for a while.
  const run = await runCommand("sh", ["-c", "(sleep 0.6; echo late > written-after-exit) & echo started; exit 3"], { cwd: dir, env: process.env })
  expect(run.code).toBe(3)
  expect(run.output).toContain("started")
  expect(run.ms).toBeLessThan(500)
  expect(existsSync(join(dir, "written-after-exit"))).toBe(true)
  expect(readFileSync(join(dir, "written-after-exit"), "utf8")).toBe("late\n")
})

test("a command that leaves nothing behind ends with its own exit", async () => {
  const started = Date.now()
  const run = await runCommand("sh", ["-c", "echo hello"], { cwd: dir, env: process.env })
  expect(run).toMatchObject({ code: 0, output: "hello\n" })
  expect(Date.now() - started).toBeLessThan(5_000)
})
