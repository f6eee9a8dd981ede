/**
 * The G2 aggregate beside the homepage ratings (the g2crowdRating global set): shown only
 * when editors have filled in a rating.
 */
import type { HomeGlobals } from "./types"

const groupThousands = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",") // ICU-independent

/** '4.7 out of 5 on G2 · 1,284 reviews', or null when there is no rating to show. */
export function g2Summary(g2: HomeGlobals["g2Rating"]): string | null {
  const rating = g2?.rating
  if (rating === null || rating === undefined || !Number.isFinite(rating) || rating <= 0) return null
  const score = `${Number(rating.toFixed(1))} out of 5 on G2`
  const count = g2?.reviewCount
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return score
  const whole = Math.round(count)
  return `${score} · ${groupThousands(whole)} ${whole === 1 ? "review" : "reviews"}`
}
