/**
 * The address a request came from, as the proxies in front of the site saw it: what every
 * Function's rate limit counts (the CMS proxies' and the lead Functions', ./limiter.ts).
 */
import { runtimeEnv, type RuntimeEnv } from "../functions/runtime-env"

/** One proxy in front by default: the TLS-terminating proxy of a long-lived server, or the host's edge. */
export const DEFAULT_TRUSTED_PROXIES = 1

/** `TRUSTED_PROXIES`: how many proxies in front of the site append to X-Forwarded-For (0 or more); anything else is the default. */
export function parseTrustedProxies(value: string | undefined): number {
  const trimmed = value?.trim() ?? ""
  return /^\d+$/.test(trimmed) ? Number(trimmed) : DEFAULT_TRUSTED_PROXIES
}

/**
 * The sender's address, as the proxies in front of the site saw it, for the rate limits.
 * Each proxy appends to X-Forwarded-For the address it was connected from; whatever stands
 * left of what the trusted proxies wrote is what the sender itself sent, and a bot that
 * rotates it would get a fresh limit with every request. So the address is the entry
 * `trustedProxies` from the right (the one the outermost trusted proxy wrote), the leftmost
 * when there are fewer, and the socket's when there is no header or no proxy is trusted
 * (a server facing the internet itself: the header is then anyone's to write).
 */
export function clientAddress(
  headers: Record<string, string | string[] | undefined>,
  socketAddress: string | undefined,
  trustedProxies: number = DEFAULT_TRUSTED_PROXIES,
): string {
  const header = headers["x-forwarded-for"]
  const hops = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean)
  if (trustedProxies > 0 && hops.length > 0) return hops[Math.max(0, hops.length - trustedProxies)]!
  return socketAddress || "unknown"
}

/** How many proxies in front of the site append to X-Forwarded-For (TRUSTED_PROXIES), read when the Function runs. */
export const trustedProxies = (env: RuntimeEnv = runtimeEnv()): number => parseTrustedProxies(env.TRUSTED_PROXIES)
