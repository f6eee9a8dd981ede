import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

export interface ThrowawayCertificate {
  key: Buffer
  cert: Buffer
}

/**
 * A self-signed certificate for loopback HTTPS servers (the perf rig's TLS proxy, tests that
 * need an HTTPS origin), made now with openssl and valid for a day: nothing secret is
 * committed, and the browser or client is told to accept it. `names` are DNS names or IP
 * addresses; the first is also the subject.
 */
export function makeThrowawayCertificate(names: readonly [string, ...string[]]): ThrowawayCertificate {
  const dir = mkdtempSync(join(tmpdir(), "throwaway-certificate-"))
  try {
    const altNames = names.map((name) => (/^[\d.]+$/.test(name) ? `IP:${name}` : `DNS:${name}`)).join(",")
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${names[0]}`,
        "-addext",
        `subjectAltName=${altNames}`,
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    )
    return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
