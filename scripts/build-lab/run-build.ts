/** Runs a build and collects its output: `gatsby build` in a project copy through scripts/with-cms.ts, or any command. */
import { spawn } from "node:child_process"
import { join } from "node:path"

export interface BuildRun {
  ms: number
  code: number
  output: string
}

/** Runs `command` to its end, with its stdout and stderr collected; `onSpawn` gets its pid (to sample its memory). */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  onSpawn?: (pid: number) => void,
): Promise<BuildRun> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "pipe"] })
    if (child.pid) onSpawn?.(child.pid)
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("exit", (code) => resolve({ ms: Date.now() - started, code: code ?? 1, output }))
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
