import { execFile } from "node:child_process"
import { promisify } from "node:util"

/** The stored leads, read the way an operator does (`npm run leads -- --json`), from the served site's project root. */
export async function storedLeads(): Promise<Array<Record<string, unknown>>> {
  const { stdout } = await promisify(execFile)(process.execPath, ["node_modules/tsx/dist/cli.mjs", "scripts/leads.ts", "--json"], {
    cwd: process.cwd(),
    env: process.env,
  })
  return JSON.parse(stdout) as Array<Record<string, unknown>>
}
