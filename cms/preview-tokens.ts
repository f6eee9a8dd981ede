/**
 * The stand-in's preview tokens, as Craft makes them (craftcms/cms `src/services/Tokens.php`,
 * `src/controllers/PreviewController.php`): when an editor previews an entry, Craft makes a
 * random token whose route names that one draft (or the entry itself), valid for
 * `previewTokenDuration` (1 day by default), and opens the preview target with `?token=…`. A
 * request that carries the token (`?token=` or the `X-Craft-Token` header) sees that draft in
 * place of its entry; an expired token is deleted, so it is as unknown as a made-up one, and
 * Craft answers both with an error ("Invalid token.").
 *
 * Craft keeps its tokens in its database; the stand-in keeps them in a JSON file when given
 * one (so `npm run preview -- link <uri>`, another process, can make a token the running CMS
 * then accepts, as the control panel and the front end share Craft's database), else in memory.
 */
import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"

/** Craft's default `previewTokenDuration`: one day, in seconds. */
export const DEFAULT_PREVIEW_TOKEN_DURATION = 86_400

/** What a token lets its bearer see: the entry at this key (its uri, or `section/slug`), with its draft if it has one. */
export interface PreviewTokenRoute {
  entry: string
}

export interface IssuedPreviewToken {
  token: string
  expiresAt: string
  route: PreviewTokenRoute
}

interface StoredToken {
  route: PreviewTokenRoute
  /** Milliseconds since the epoch. */
  expires: number
}

export interface PreviewTokenOptions {
  /** Where the tokens live (shared by processes); in memory when unset. */
  file?: string
  /** Lifetime of a new token in seconds (Craft's `previewTokenDuration`); default one day. */
  durationSeconds?: number
  /** Milliseconds since the epoch (tests move it forward instead of waiting). */
  clock?: () => number
}

/** `CMS_PREVIEW_TOKEN_DURATION` (seconds, as Craft's setting); unset: one day. */
export function parsePreviewTokenDuration(value: string | undefined): number {
  if (value === undefined || value === "") return DEFAULT_PREVIEW_TOKEN_DURATION
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`CMS_PREVIEW_TOKEN_DURATION must be a number of seconds, got "${value}"`)
  return Number(value)
}

export class PreviewTokens {
  private memory: Record<string, StoredToken> = {}
  private readonly clock: () => number
  readonly durationSeconds: number

  constructor(private readonly options: PreviewTokenOptions = {}) {
    this.clock = options.clock ?? Date.now
    this.durationSeconds = options.durationSeconds ?? DEFAULT_PREVIEW_TOKEN_DURATION
  }

  /** A new token for the entry at `route.entry`, valid for the configured duration. */
  issue(route: PreviewTokenRoute): IssuedPreviewToken {
    // 32 characters, as Craft's generateRandomString(32).
    const token = randomBytes(24).toString("base64url")
    const expires = this.clock() + this.durationSeconds * 1000
    const tokens = this.live()
    tokens[token] = { route, expires }
    this.save(tokens)
    return { token, expiresAt: new Date(expires).toISOString(), route }
  }

  /** The token's route, or undefined when it is unknown or has expired (expired ones are deleted first, as Craft does). */
  resolve(token: string): PreviewTokenRoute | undefined {
    const all = this.load()
    const tokens = this.live(all)
    if (Object.keys(tokens).length !== Object.keys(all).length) this.save(tokens)
    return Object.hasOwn(tokens, token) ? tokens[token]!.route : undefined
  }

  private live(all: Record<string, StoredToken> = this.load()): Record<string, StoredToken> {
    const now = this.clock()
    return Object.fromEntries(Object.entries(all).filter(([, stored]) => stored.expires > now))
  }

  private load(): Record<string, StoredToken> {
    if (this.options.file === undefined) return { ...this.memory }
    try {
      const parsed = JSON.parse(readFileSync(this.options.file, "utf8")) as { tokens?: Record<string, StoredToken> }
      return parsed.tokens ?? {}
    } catch {
      return {} // no file yet (or a broken one): no token is valid
    }
  }

  private save(tokens: Record<string, StoredToken>): void {
    if (this.options.file === undefined) {
      this.memory = tokens
      return
    }
    // Through a temporary file and a rename: a reader never sees half a file.
    mkdirSync(dirname(this.options.file), { recursive: true })
    const temporary = `${this.options.file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify({ tokens }), { mode: 0o600 })
    renameSync(temporary, this.options.file)
  }
}
