/**
 * Where leads go, read from the environment when the Function runs (not when it is built):
 * Gatsby inlines `process.env.X` into Function bundles at build time, so the environment is
 * read through globalThis, which the bundler leaves alone (as src/lib/cms-proxy/proxy.ts).
 * Relative paths are resolved against the working directory: the project root, for
 * `npm run serve` / `gatsby serve` and `npm run leads`.
 */
import { isAbsolute, resolve } from "node:path"
import { site } from "../../../config/site"
import type { LeadDatabaseLocation } from "./database"
import { parseRateLimit, type RateLimit } from "../../../lib/rate-limit/limiter"
import { runtimeEnv, type RuntimeEnv } from "../../../lib/functions/runtime-env"

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
  /** The lead database: LEADS_DATABASE_URL's PostgreSQL when set, else the SQLite file at LEADS_DB_PATH. */
  database: LeadDatabaseLocation
  fallbackPath: string
  marketo: MarketoRestConfig | null
  /** Leads per address per window (LEADS_RATE_LIMIT="8/600", lib/rate-limit/limiter.ts). */
  rateLimit: RateLimit
}

const absolute = (path: string, cwd: string): string => (isAbsolute(path) ? path : resolve(cwd, path))

/**
 * LEADS_DATABASE_URL (postgres://user:password@host:5432/database?sslmode=require) chooses the
 * production store; unset, the embedded SQLite file. A value that is set but is no PostgreSQL
 * URL is not quietly replaced by the local file (leads would pile up on a disk the host may
 * discard): every lead then goes to the fallback, with the reason in the error log.
 */
export function leadDatabaseLocation(env: RuntimeEnv, cwd: string): LeadDatabaseLocation {
  const url = env.LEADS_DATABASE_URL?.trim()
  if (!url) return { kind: "sqlite", path: absolute(env.LEADS_DB_PATH?.trim() || DEFAULT_LEADS_DB_PATH, cwd) }
  let protocol = ""
  try {
    protocol = new URL(url).protocol
  } catch {
    // reported below
  }
  if (protocol === "postgres:" || protocol === "postgresql:") return { kind: "postgres", url }
  return {
    kind: "unusable",
    problem: "LEADS_DATABASE_URL is set but is not a postgres:// or postgresql:// URL; no lead can be stored in the database until it is",
  }
}

export function leadsConfig(env: RuntimeEnv = runtimeEnv(), cwd: string = runtimeCwd(), formId: string = site.marketo.formId): LeadsConfig {
  const baseUrl =
    env.MARKETO_REST_URL?.trim()
      .replace(/\/+$/, "")
      .replace(/\/rest$/, "") ?? ""
  const clientId = env.MARKETO_CLIENT_ID?.trim() ?? ""
  const clientSecret = env.MARKETO_CLIENT_SECRET?.trim() ?? ""
  return {
    database: leadDatabaseLocation(env, cwd),
    fallbackPath: absolute(env.LEADS_FALLBACK_PATH?.trim() || DEFAULT_LEADS_FALLBACK_PATH, cwd),
    marketo: baseUrl && clientId && clientSecret ? { baseUrl, clientId, clientSecret, formId } : null,
    rateLimit: parseRateLimit(env.LEADS_RATE_LIMIT),
  }
}
