/**
 * A real PostgreSQL server for the lead store's tests (issue 17): Debian's server binaries
 * (package `postgresql`, PostgreSQL 15 on Debian 12), a cluster made by initdb in a temporary
 * folder, listening on a free loopback port only (no Unix socket), torn down afterwards.
 * PostgreSQL refuses to run as root, and CI runs as root: then initdb and the server run as
 * the `postgres` user the package creates (else `nobody`), owning the folder.
 *
 * No binaries is a failure, not a skip: the test says which package to install.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { delimiter, join } from "node:path"
import { Client } from "pg"

export interface RunningPostgres {
  /** The server's version, as `SHOW server_version` says it. */
  version: string
  port: number
  /** A connection URL for the database `name` (the superuser `postgres`, trust auth on loopback). */
  urlFor(name: string): string
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const hasServer = (dir: string): boolean => isExecutable(join(dir, "initdb")) && isExecutable(join(dir, "postgres"))

/** Where initdb and postgres are: PG_BIN_DIR, else Debian's /usr/lib/postgresql/<newest>/bin, else PATH. */
export function postgresBinDir(env: Record<string, string | undefined> = process.env, debian = "/usr/lib/postgresql"): string {
  const candidates: string[] = []
  if (env.PG_BIN_DIR) candidates.push(env.PG_BIN_DIR)
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
    candidates.push(...versions.map((version) => join(debian, version, "bin")))
  }
  candidates.push(...(env.PATH ?? "").split(delimiter).filter(Boolean))
  const found = candidates.find(hasServer)
  if (!found) {
    throw new Error(
      "PostgreSQL's server binaries (initdb, postgres) were not found in PG_BIN_DIR, /usr/lib/postgresql/*/bin or on PATH. " +
        "The lead store's PostgreSQL tests start a real server: install Debian's package `postgresql` " +
        "(apt-get install -y postgresql: PostgreSQL 15 on Debian 12), or set PG_BIN_DIR to the folder holding initdb and postgres.",
    )
  }
  return found
}

/** The unprivileged account to run the server as when this process is root. */
function serverAccount(): { uid: number; gid: number } | null {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return null
  for (const line of readFileSync("/etc/passwd", "utf8").split("\n")) {
    const [name, , uid, gid] = line.split(":")
    if (name === "postgres" && uid && gid) return { uid: Number(uid), gid: Number(gid) }
  }
  return { uid: 65534, gid: 65534 }
}

/** A loopback port nothing listens on at this moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))))
    })
  })
}

/** Connects as soon as the server accepts connections; fails at once when the server process has ended. */
async function waitUntilReady(port: number, server: ChildProcess, output: () => string, timeoutMs = 60_000): Promise<Client> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`PostgreSQL stopped while starting (exit ${server.exitCode ?? server.signalCode}):\n${output()}`)
    const client = new Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres", connectionTimeoutMillis: 2_000 })
    try {
      await client.connect()
      return client
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections on 127.0.0.1:${port} within ${timeoutMs} ms (${String(error)}):\n${output()}`)
      // The server is still starting (connection refused, or "the database system is starting up"): ask again shortly.
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBinDir()
  const account = serverAccount()
  const dir = mkdtempSync(join(tmpdir(), "leads-postgres-"))
  const dataDir = join(dir, "data")
  if (account) chownSync(dir, account.uid, account.gid)
  const asAccount = account ? { uid: account.uid, gid: account.gid } : {}

  const init = spawnSync(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync"], {
    encoding: "utf8",
    cwd: dir,
    ...asAccount,
  })
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`initdb failed (exit ${init.status ?? init.signal}):\n${init.stdout}\n${init.stderr}${init.error ? `\n${String(init.error)}` : ""}`)
  }

  const port = await freePort()
  let output = ""
  const server = spawn(
    join(bin, "postgres"),
    [
      "-D",
      dataDir,
      "-p",
      String(port),
      "-k",
      "",
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "fsync=off",
      "-c",
      "shared_buffers=16MB",
      "-c",
      "max_connections=40",
    ],
    { cwd: dir, stdio: ["ignore", "pipe", "pipe"], ...asAccount },
  )
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()))
  // A test run that ends without afterAll (a crash, Ctrl-C) still stops the server.
  const killOnExit = () => server.kill("SIGKILL")
  process.once("exit", killOnExit)

  const stop = async (): Promise<void> => {
    process.removeListener("exit", killOnExit)
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGINT") // fast shutdown: ends the sessions, no waiting for clients
      await exited
    }
    rmSync(dir, { recursive: true, force: true })
  }

  let admin: Client
  try {
    admin = await waitUntilReady(port, server, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  const version = ((await admin.query<{ server_version: string }>("SHOW server_version")).rows[0]?.server_version ?? "").trim()
  const urlFor = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`
  return {
    version,
    port,
    urlFor,
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`)
      await admin.query(`CREATE DATABASE ${name}`)
      return urlFor(name)
    },
    async stop() {
      await admin.end().catch(() => undefined)
      await stop()
    },
  }
}
