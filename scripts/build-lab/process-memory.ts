/**
 * Peak memory of a process and everything it starts (gatsby's workers, webpack's …): the sum
 * of their proportional set sizes (PSS), sampled from /proc. PSS counts a page that n
 * processes share as 1/n in each, so the sum is the memory the tree occupies; a sum of
 * resident set sizes counted Node's binary, its libraries and the node store's memory map
 * once per process (0.1–0.2 GB more for a build with its workers). Where the kernel has no
 * smaps_rollup, the resident set size. Linux only; elsewhere it reports null.
 *
 * Two sums are kept: the whole tree, and the build's own part, the subtree of the Gatsby
 * process (`gatsby build`). Through scripts/with-cms.ts the tree also holds the local CMS
 * (it runs in the with-cms process), which plays Craft's part and is not part of a build
 * against a real CMS.
 */
import { readFileSync, readdirSync } from "node:fs"

interface ProcessInfo {
  ppid: number
  /** PSS, or RSS where the kernel does not give PSS. */
  bytes: number
  argv: string[]
}

/** A process's PSS from /proc/<pid>/smaps_rollup (Linux ≥ 4.14), or null. */
function proportionalSetSize(pid: number): number | null {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))
    return match ? Number(match[1]) * 1024 : null
  } catch {
    return null
  }
}

function processTable(): Map<number, ProcessInfo> | null {
  let pids: number[]
  try {
    pids = readdirSync("/proc")
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
  } catch {
    return null
  }
  const table = new Map<number, ProcessInfo>()
  for (const pid of pids) {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const statm = readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")
      const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean)
      table.set(pid, { ppid: Number(fields[1]), bytes: proportionalSetSize(pid) ?? Number(statm[1]) * 4096, argv })
    } catch {
      // the process ended meanwhile
    }
  }
  return table
}

/** A `gatsby build` process: node running gatsby's CLI (node_modules/.bin/gatsby or gatsby/cli.js) with "build". */
export const isGatsbyBuild = (argv: readonly string[]): boolean =>
  argv.length >= 3 && /(^|\/)gatsby(\/cli\.js)?$/.test(argv[1] ?? "") && argv.slice(2).includes("build")

export interface TreeMemory {
  /** Every process under the root. */
  total: number
  /** The subtree of the first `gatsby build` process under the root (0 before it starts). */
  build: number
}

export function treeMemory(rootPid: number): TreeMemory | null {
  const table = processTable()
  if (table === null) return null
  const children = new Map<number, number[]>()
  for (const [pid, info] of table) children.set(info.ppid, [...(children.get(info.ppid) ?? []), pid])
  const sum = (from: number): number => {
    let total = 0
    const queue = [from]
    while (queue.length > 0) {
      const pid = queue.pop() as number
      total += table.get(pid)?.bytes ?? 0
      queue.push(...(children.get(pid) ?? []))
    }
    return total
  }
  // Breadth first: the topmost gatsby build process (its workers run gatsby's code too, not its CLI).
  let build = 0
  const queue = [rootPid]
  while (queue.length > 0) {
    const pid = queue.shift() as number
    if (isGatsbyBuild(table.get(pid)?.argv ?? [])) {
      build = sum(pid)
      break
    }
    queue.push(...(children.get(pid) ?? []))
  }
  return { total: sum(rootPid), build }
}

export interface MemorySampler {
  /** Stops sampling; the peaks in bytes (null where /proc cannot be read). */
  stop: () => { total: number | null; build: number | null }
}

/** Samples every `intervalMs` until stopped. */
export function sampleTreeMemory(rootPid: number, intervalMs = 500): MemorySampler {
  let total: number | null = null
  let build: number | null = null
  const sample = (): void => {
    const now = treeMemory(rootPid)
    if (now === null) return
    total = Math.max(total ?? 0, now.total)
    build = Math.max(build ?? 0, now.build)
  }
  const timer = setInterval(sample, intervalMs)
  sample()
  return {
    stop: () => {
      clearInterval(timer)
      return { total, build }
    },
  }
}
