/**
 * Lints code snippets at fake paths with the project's own eslint.config.mjs (the files need
 * not exist; their imports resolve against the real tree), for the tests that prove a lint
 * rule fires (__tests__/lint/).
 *
 * ESLint's Node API loads eslint.config.mjs with a dynamic import(), which jest's module
 * runtime refuses (it would need --experimental-vm-modules for the whole suite), so the
 * API runs in a plain node process and hands back its messages as JSON.
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

export interface Snippet {
  filePath: string
  code: string
}

const cwd = path.resolve(__dirname, "../..")

const runner = `
import { ESLint } from "eslint"
const { snippets, rules } = JSON.parse(process.env.SNIPPETS)
const eslint = new ESLint({ cwd: process.cwd() })
const messages = []
for (const { code, filePath } of snippets) {
  const [result] = await eslint.lintText(code, { filePath })
  messages.push(result.messages.filter((message) => rules.includes(message.ruleId) || message.fatal).map((message) => (message.ruleId ?? "fatal") + ": " + message.message))
}
process.stdout.write(JSON.stringify(messages))
`

/** The messages of `rules` (and any parse error, so a broken snippet cannot pass as clean) for each snippet, in order. */
export function lintSnippets(snippets: readonly Snippet[], rules: readonly string[]): string[][] {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", runner], {
    cwd,
    env: { ...process.env, SNIPPETS: JSON.stringify({ snippets, rules }) },
    encoding: "utf8",
    timeout: 60_000,
  })
  return JSON.parse(out) as string[][]
}
