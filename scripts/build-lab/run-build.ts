/** Runs a build and collects its output: `gatsby build` in a project copy through scripts/with-cms.ts, or any command. */
import { spawn } from "node:child_process"
import { join } from "node:path"

export interface BuildRun {
  ms: number
  code: number
  output: string
}

/** Process groups of commands still running, ended if this process exits first (an interrupted lab run leaves no build behind). */
const runningGroups = new Set<number>()
process.on("exit", () => {
  for (const group of runningGroups) signalGroup(group, "SIGKILL")
})

/** Sends `signal` to every process of the group; false when none is left. */
function signalGroup(group: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-group, signal)
    return true
  } catch {
    return false
  }
}

/** Resolves once no process of the group is left: after `graceMs` it is killed. */
async function groupEnded(group: number, graceMs = 15_000): Promise<void> {
  const deadline = Date.now() + graceMs
  while (signalGroup(group, 0)) {
    if (Date.now() > deadline) signalGroup(group, "SIGKILL")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Runs `command` to its end, with its stdout and stderr collected; `onSpawn` gets its pid (to
 * sample its memory). "Its end" is the end of every process it started: the command runs in a
 * process group of its own, and the promise waits until the group is empty. A failed
 * `gatsby build` exits while its workers may still be writing into .cache, and the next step
 * of a lab script (test:faults removes .cache between cases) then met a directory still being
 * filled (ENOTEMPTY, in clean-clone CI runs).
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  onSpawn?: (pid: number) => void,
): Promise<BuildRun> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"], detached: true })
    const group = child.pid
    if (group) {
      runningGroups.add(group)
      onSpawn?.(group)
    }
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("exit", (code) => {
      const ms = Date.now() - started
      void (group ? groupEnded(group) : Promise.resolve()).then(() => {
        if (group) runningGroups.delete(group)
        resolve({ ms, code: code ?? 1, output })
      })
    })
  })
}

export function runBuild(dir: string, contentDir: string, extraEnv: NodeJS.ProcessEnv = {}, onSpawn?: (pid: number) => void): Promise<BuildRun> {
  return runCommand(
    join(dir, "node_modules", ".bin", "tsx"),
    ["scripts/with-cms.ts", "gatsby", "build"],
    {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_URL: "", CMS_TOKEN: "", CMS_CONTENT_DIR: contentDir, CMS_WARM_PICTURES: "0", ...extraEnv },
    },
    onSpawn,
  )
}
