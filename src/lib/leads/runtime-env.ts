/**
 * Where leads go, read from the environment when the Function runs (not when it is built):
 * Gatsby inlines `process.env.X` into Function bundles at build time, so the environment is
 * read through globalThis, which the bundler leaves alone (as src/lib/cms-proxy/proxy.ts).
 * Relative paths are resolved against the working directory: the project root, for
 * `npm run serve` / `gatsby serve` and `npm run leads`.
 */
import { isAbsolute, resolve } from "node:path"
import { site } from "../../config/site"
import { parseRateLimit, type RateLimit } from "./guard"

export type RuntimeEnv = Record<string, string | undefined>

export function runtimeEnv(): RuntimeEnv {
  return (globalThis as { process?: { env?: RuntimeEnv } }).process?.env ?? {}
}

const runtimeCwd = (): string => (globalThis as { process?: { cwd?: () => string } }).process?.cwd?.() ?? "."

export const DEFAULT_LEADS_DB_PATH = "data/leads.sqlite"
export const DEFAULT_LEADS_FALLBACK_PATH = "data/leads-fallback.jsonl"

export interface MarketoRestConfig {
  /** The instance's REST base, e.g. https://123-ABC-456.mktorest.com (no /rest suffix). */
  baseUrl: string
  clientId: string
  clientSecret: string
  formId: string
}

export interface LeadsConfig {
  dbPath: string
  fallbackPath: string
  marketo: MarketoRestConfig | null
  /** Leads per address per window (LEADS_RATE_LIMIT="8/600", lib/leads/guard.ts). */
  rateLimit: RateLimit
}

const absolute = (path: string, cwd: string): string => (isAbsolute(path) ? path : resolve(cwd, path))

export function leadsConfig(env: RuntimeEnv = runtimeEnv(), cwd: string = runtimeCwd(), formId: string = site.marketo.formId): LeadsConfig {
  const baseUrl = env.MARKETO_REST_URL?.trim().replace(/\/+$/, "").replace(/\/rest$/, "") ?? ""
  const clientId = env.MARKETO_CLIENT_ID?.trim() ?? ""
  const clientSecret = env.MARKETO_CLIENT_SECRET?.trim() ?? ""
  return {
    dbPath: absolute(env.LEADS_DB_PATH?.trim() || DEFAULT_LEADS_DB_PATH, cwd),
    fallbackPath: absolute(env.LEADS_FALLBACK_PATH?.trim() || DEFAULT_LEADS_FALLBACK_PATH, cwd),
    marketo: baseUrl && clientId && clientSecret ? { baseUrl, clientId, clientSecret, formId } : null,
    rateLimit: parseRateLimit(env.LEADS_RATE_LIMIT),
  }
}
