import { useEffect, useState } from "react"

/**
 * Whether an event is still to come: what the build decided first (so the page hydrates
 * onto its own server HTML), then the visitor's clock once the page runs, so a page built
 * before the event stops offering registration after it, without waiting for a rebuild.
 */
export function useStillUpcoming(date: string | null | undefined, upcomingAtBuild: boolean): boolean {
  const [upcoming, setUpcoming] = useState(upcomingAtBuild)
  useEffect(() => {
    const time = Date.parse(date ?? "")
    if (!upcoming || !Number.isFinite(time)) return undefined
    const left = time - Date.now()
    if (left <= 0) {
      setUpcoming(false)
      return undefined
    }
    // A page left open across the start: a timer, capped (setTimeout's limit is about 24.8 days).
    const timer = setTimeout(() => setUpcoming(false), Math.min(left, 2 ** 31 - 1))
    return () => clearTimeout(timer)
  }, [date, upcoming])
  return upcoming
}
