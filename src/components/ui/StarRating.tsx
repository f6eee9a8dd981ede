import React, { useId } from "react"
import { starRating } from "../../lib/text/star-rating"

const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5z"

/** Stars out of 5 with a text alternative such as '4.5 out of 5 stars' (SPEC 9.6). */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }): React.JSX.Element {
  const { full, half, empty, label } = starRating(rating)
  const gradient = useId()
  const kinds = [...Array<"full">(full).fill("full"), ...(half ? (["half"] as const) : []), ...Array<"empty">(empty).fill("empty")]
  return (
    <span role="img" aria-label={label} style={{ display: "inline-flex", gap: 2 }}>
      {kinds.map((kind, index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" data-star={kind}>
          {kind === "half" ? (
            <defs>
              <linearGradient id={gradient}>
                <stop offset="50%" stopColor="#F5A623" />
                <stop offset="50%" stopColor="#D9D9E3" />
              </linearGradient>
            </defs>
          ) : null}
          <path d={STAR} fill={kind === "full" ? "#F5A623" : kind === "half" ? `url(#${gradient})` : "#D9D9E3"} />
        </svg>
      ))}
    </span>
  )
}
