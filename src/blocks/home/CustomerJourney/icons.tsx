import React from "react"

/**
 * The journey's feature icons: small inline SVGs (no requests, recoloured by CSS), drawn on
 * a 24-unit grid with round 1.8-unit strokes in currentColor. Each glyph comes in two
 * looks: the plain line icon (`icon`) and the same glyph in white on a filled tile
 * (`iconHover`, "<glyph>-solid"), which a linked bullet shows under the pointer or focus.
 */
const glyphs = {
  contacts: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2.5" />
      <circle cx="12" cy="10" r="3" />
      <path d="M7.5 17.5c.9-2 2.5-3 4.5-3s3.6 1 4.5 3" />
    </>
  ),
  form: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2.5" />
      <path d="M8 8h8M8 12h8M8 16h4" />
    </>
  ),
  sidebar: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M15 4v16M6.5 9h5M6.5 13h5" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </>
  ),
  pipeline: (
    <>
      <rect x="3" y="4" width="5" height="16" rx="1.5" />
      <rect x="10" y="4" width="5" height="11" rx="1.5" />
      <rect x="17" y="4" width="4" height="7" rx="1.5" />
    </>
  ),
  bell: (
    <>
      <path d="M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  signature: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M8.5 16.5c1-1.5 2-1.5 2.5 0s1.5 1.5 2.5 0 2-1 3 0" />
    </>
  ),
  chart: (
    <>
      <path d="M4 4v16h16" />
      <path d="M8 16v-4M12 16V8M16 16v-6" />
    </>
  ),
  board: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M3 9h18M9 9v11" />
    </>
  ),
  checklist: <path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6.5h9M11 12.5h9M11 18.5h9" />,
  team: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3.5 19c.8-3 3-4.5 5.5-4.5s4.7 1.5 5.5 4.5" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M16.5 14.5c2 0 3.5 1.2 4.2 3.5" />
    </>
  ),
  megaphone: (
    <>
      <path d="M4 10v4a1 1 0 0 0 1 1h2l6 4V5L7 9H5a1 1 0 0 0-1 1z" />
      <path d="M17 9a4 4 0 0 1 0 6" />
    </>
  ),
  repeat: (
    <>
      <path d="M4.5 11a7.5 7.5 0 0 1 13-4.2L19.5 9" />
      <path d="M19.5 4.5V9H15M19.5 13a7.5 7.5 0 0 1-13 4.2L4.5 15" />
      <path d="M4.5 19.5V15H9" />
    </>
  ),
  star: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z" />,
  sparkle: (
    <>
      <path d="M11 3.5l1.8 4.7 4.7 1.8-4.7 1.8L11 16.5l-1.8-4.7L4.5 10l4.7-1.8z" />
      <path d="M18 14.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />
    </>
  ),
} satisfies Record<string, React.ReactNode>

export type JourneyGlyph = keyof typeof glyphs
export type JourneyIconName = JourneyGlyph | `${JourneyGlyph}-solid`

export const journeyGlyphs = Object.keys(glyphs) as JourneyGlyph[]

/** A decorative icon (aria-hidden): the bullet's title says what it is. */
export function JourneyIcon({ name, className }: { name: JourneyIconName; className?: string }): React.JSX.Element {
  const solid = name.endsWith("-solid")
  const glyph = (solid ? name.slice(0, -"-solid".length) : name) as JourneyGlyph
  return (
    <span className={className} data-icon={name} data-solid={solid} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        {glyphs[glyph]}
      </svg>
    </span>
  )
}
