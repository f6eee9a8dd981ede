/**
 * Peak memory of a process and everything it starts (gatsby's workers, sharp …): the sum of
 * their resident set sizes, sampled from /proc. Linux only; elsewhere it reports null.
 */
import { readFileSync, readdirSync } from "node:fs"

function treeRssBytes(rootPid: number): number | null {
  let pids: number[]
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name)).map(Number)
  } catch {
    return null
  }
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const pid of pids) {
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
      const ppid = Number(fields[1])
      children.set(ppid, [...(children.get(ppid) ?? []), pid])
      const statm = readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")
      rss.set(pid, Number(statm[1]) * 4096)
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0
  const queue = [rootPid]
  while (queue.length > 0) {
    const pid = queue.pop() as number
    total += rss.get(pid) ?? 0
    queue.push(...(children.get(pid) ?? []))
  }
  return total
}

export interface MemorySampler {
  stop: () => number | null
}

/** Samples every `intervalMs` until stopped; stop() returns the peak in bytes. */
export function sampleTreeMemory(rootPid: number, intervalMs = 500): MemorySampler {
  let peak: number | null = null
  const sample = (): void => {
    const now = treeRssBytes(rootPid)
    if (now !== null) peak = Math.max(peak ?? 0, now)
  }
  const timer = setInterval(sample, intervalMs)
  sample()
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}
