/**
 * Star ratings out of 5 (SPEC 9.6): one full star per whole point, a half star when the
 * rating has a .5 fraction, empty stars for the rest, and a text for screen readers.
 */
export interface StarRating {
  full: number
  half: boolean
  empty: number
  label: string
}

export function starRating(rating: number, outOf = 5): StarRating {
  const clamped = Math.min(Math.max(Number.isFinite(rating) ? rating : 0, 0), outOf)
  const full = Math.floor(clamped)
  const half = clamped - full >= 0.5
  const empty = outOf - full - (half ? 1 : 0)
  const shown = full + (half ? 0.5 : 0)
  return { full, half, empty, label: `${shown} out of ${outOf} stars` }
}
