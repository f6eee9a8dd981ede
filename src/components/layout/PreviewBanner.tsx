import React from "react"

/*
 * Inline styles, not a CSS module: Gatsby inlines every imported stylesheet into every page's
 * HTML, and the live site, which never shows this banner, should not carry its CSS.
 */
const bannerStyle: React.CSSProperties = {
  position: "fixed",
  zIndex: 1000,
  insetBlockEnd: 12,
  insetInlineStart: 12,
  maxInlineSize: "calc(100vw - 24px)",
  display: "flex",
  flexWrap: "wrap",
  gap: "4px 8px",
  alignItems: "baseline",
  padding: "8px 14px",
  borderRadius: "var(--radius-s)",
  background: "var(--color-ink)",
  color: "#ffffff",
  fontSize: "0.875rem",
  lineHeight: 1.4,
  boxShadow: "var(--shadow-card)",
  // It sits over the page: clicks go through to what is under it.
  pointerEvents: "none",
}

const labelStyle: React.CSSProperties = {
  padding: "1px 8px",
  borderRadius: 999,
  background: "var(--color-brand-strong)",
  fontWeight: 700,
  letterSpacing: "0.02em",
  textTransform: "uppercase",
}

/**
 * Shown on every page of a preview server or preview build (drafts included), so an editor
 * never mistakes a draft for the live site. Fixed in a corner: it takes no room in the page,
 * so the preview lays out exactly like the live page.
 */
export function PreviewBanner(): React.JSX.Element {
  return (
    <aside style={bannerStyle} aria-label="Preview">
      <strong style={labelStyle}>Preview</strong>
      <span>Drafts included. Not the live site, and not indexed.</span>
    </aside>
  )
}
