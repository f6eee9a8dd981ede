import React from "react"
import { starRating } from "../../lib/text/star-rating"
import * as styles from "./StarRating.module.css"

/** Each star's tile in the row (StarRating.module.css): the star is 20 units wide, then 2 units of space. */
const TILE_UNITS = 22
const STAR_UNITS = 20

/**
 * Stars out of 5 with a text alternative such as '4.5 out of 5 stars' (SPEC 9.6): one element
 * drawn by CSS, whatever the rating, instead of five inline SVGs per rating (a page of
 * reviews repeated the same star path dozens of times in its HTML).
 */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }): React.JSX.Element {
  const { full, half, empty, label } = starRating(rating)
  const goldUnits = full * TILE_UNITS + (half ? STAR_UNITS / 2 : 0)
  const rowUnits = (full + (half ? 1 : 0) + empty) * TILE_UNITS
  const style = { "--star-size": `${size}px`, "--star-share": (goldUnits / rowUnits).toFixed(4) } as React.CSSProperties
  return <span role="img" aria-label={label} className={styles.stars} style={style} />
}
