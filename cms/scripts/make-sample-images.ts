/**
 * Draws the sample images of the local CMS.
 *
 * Every asset must be a real file listed in its volume's _assets.json (cms/content/README.md),
 * but we have no screenshots or photos yet. Each manifest record carries an `art` description;
 * this script draws a matching on-brand illustration as SVG and rasterises it with sharp.
 *
 *   npx tsx cms/scripts/make-sample-images.ts [--force] [--root <dir>]
 *
 * Only missing files are drawn unless --force. All "random" choices come from a PRNG seeded
 * with the file name, so re-running produces identical bytes and no spurious git diffs.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import sharp from "sharp"

const KINDS = ["screen", "scene", "portrait", "logo", "cover"] as const
type Kind = (typeof KINDS)[number]
type ScreenName = "pipeline" | "contacts" | "inbox" | "projects" | "reports" | "automation" | "mobile" | "calendar" | "feed" | "pricing"
type PaletteName = "pink" | "blue" | "green" | "amber" | "violet" | "teal"
interface Art {
  kind: Kind
  screen?: ScreenName
  label: string
  palette: PaletteName
  width: number
  height: number
}
interface AssetRecord {
  file: string
  title?: string
  altText?: string
  art?: Art
}
interface Pal {
  bg: string
  accent: string
  soft: string
}
interface Box {
  x: number
  y: number
  w: number
  h: number
}
type Rng = () => number

const INK = "#1B1B3A",
  PINK = "#FF4F79",
  MUTED = "#6E6E87",
  LINE = "#E7E7EF",
  GREEN = "#1DAA6B",
  WHITE = "#FFFFFF"
const FONT = "DejaVu Sans, Arial, sans-serif" // DejaVu is what librsvg finds here (fc-list)
const MAX_BYTES = 120 * 1024 // cms/content/README.md: ≤ 120 KB per file
const MAX_WIDTH = 1600 // cms/content/README.md: ≤ 1600 px wide
const PALETTES: Record<PaletteName, Pal> = {
  pink: { bg: "#FFF4F7", accent: "#FF4F79", soft: "#FFD6E0" },
  blue: { bg: "#EEF3FF", accent: "#4C6FFF", soft: "#CFDAFF" },
  green: { bg: "#EAF8F1", accent: "#1DAA6B", soft: "#C2EBD7" },
  amber: { bg: "#FFF6E5", accent: "#F29D0C", soft: "#FFE3AD" },
  violet: { bg: "#F1EEFF", accent: "#7A5CFA", soft: "#DCD3FF" },
  teal: { bg: "#E7F7F8", accent: "#119DA4", soft: "#BCE7E9" },
}
const COLORS = ["#FF4F79", "#4C6FFF", "#1DAA6B", "#F29D0C", "#7A5CFA", "#119DA4"]
const FIRST = ["Maya", "Liam", "Sofia", "Noah", "Ava", "Ethan", "Zoe", "Lucas", "Priya", "Omar", "Chloe", "Diego", "Hana", "Jonas", "Lena", "Marco"]
const LAST = ["Chen", "Patel", "Garcia", "Nguyen", "Okafor", "Schmidt", "Rossi", "Kim", "Dubois", "Silva", "Walsh", "Berg"]
const COMPANIES = [
  "Bloom Studio",
  "Northwind Co",
  "Maple & Co",
  "Brightside Dental",
  "Oak Legal",
  "Harbor Coffee",
  "Pixel Forge",
  "Green Leaf Spa",
  "Summit Realty",
  "Bluebird Events",
  "Atlas Fitness",
  "Cedar Consulting",
]
const TAGS = ["Lead", "Customer", "VIP", "Partner", "Follow-up", "New"]
const TASKS = [
  "Send onboarding pack",
  "Call back about renewal",
  "Prepare Q3 proposal",
  "Book kickoff meeting",
  "Update contract terms",
  "Share design drafts",
  "Collect a testimonial",
  "Review invoice #1042",
  "Plan spring campaign",
]
const SNIPPETS = [
  "Thanks for getting back to me so quickly",
  "Could we go over the numbers on Friday?",
  "Attached is the signed copy for your records",
  "Looking forward to working together",
]
const SUBJECTS = [
  "Re: Proposal for the spring campaign",
  "Quick question about pricing",
  "Meeting notes from Thursday",
  "Invoice #1042",
  "Welcome aboard!",
  "Can we move our call?",
  "Contract signed",
  "Intro: a new client for you",
]

// ---- deterministic randomness: the file name, hashed, seeds mulberry32 ----
/** FNV-1a plus a murmur3 finaliser: without it, similar names (a.png, b.png) start with similar draws. */
function hash(s: string): number {
  let h = 2166136261
  for (const ch of s) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}
function rngFor(seed: string): Rng {
  let a = hash(seed)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const at = <T>(xs: readonly T[], i: number): T => xs[((i % xs.length) + xs.length) % xs.length] as T
const pick = <T>(r: Rng, xs: readonly T[]): T => at(xs, Math.floor(r() * xs.length))
const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1))
const person = (r: Rng) => `${pick(r, FIRST)} ${pick(r, LAST)}`
const money = (v: number) => `$${String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}` // not toLocaleString: ICU-independent

// ---- SVG primitives (coordinates rounded so the SVG, and thus the output, stays stable) ----
const n = (v: number) => Math.round(v * 10) / 10
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" rx="${n(rx)}" fill="${fill}" ${extra}/>`
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`
const line = (x1: number, y1: number, x2: number, y2: number, stroke = LINE, w = 1) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${w}"/>`
const STROKE = `stroke="${LINE}"`,
  SH = 'filter="url(#sh)"',
  SH2 = 'filter="url(#sh2)"'

/** SVG cannot measure text, so widths are estimated: DejaVu Sans averages ~0.52 em (bold ~0.60), plus a margin. */
const textW = (s: string, size: number, bold = false) => s.length * size * (bold ? 0.64 : 0.56)
/** Greedy word wrap to at most `maxChars` per line (long words stay whole). */
function wrap(s: string, maxChars: number): string[] {
  const lines: string[] = []
  let cur = ""
  for (const word of s.split(/\s+/).filter(Boolean)) {
    if (cur && cur.length + 1 + word.length > maxChars) {
      lines.push(cur)
      cur = word
    } else cur = cur ? `${cur} ${word}` : word
  }
  return cur ? [...lines, cur] : lines
}
interface TextOpts {
  size?: number
  fill?: string
  bold?: boolean
  anchor?: "middle" | "end"
  maxW?: number
  extra?: string
}
function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  const size = o.size ?? 14,
    bold = o.bold ?? false
  let str = s // shorten with an ellipsis rather than overflow a column
  if (o.maxW) while (str.length > 1 && textW(str, size, bold) > o.maxW) str = `${str.slice(0, -2).trimEnd()}…`
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}" fill="${o.fill ?? INK}"${bold ? ' font-weight="700"' : ""}${o.anchor ? ` text-anchor="${o.anchor}"` : ""} ${o.extra ?? ""}>${esc(str)}</text>`
}
/** A tinted pill; returns the markup and its width so callers can lay chips out in a row. */
function chip(x: number, y: number, label: string, color: string, size = 12): [string, number] {
  const w = textW(label, size, true) + size * 1.6,
    h = size * 1.9
  return [rect(x, y, w, h, color, h / 2, 'fill-opacity="0.14"') + text(x + w / 2, y + h * 0.68, label, { size, fill: color, bold: true, anchor: "middle" }), w]
}
function avatar(cx: number, cy: number, r: number, name: string): string {
  const initials = name
    .split(" ")
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
  return circle(cx, cy, r, at(COLORS, hash(name))) + text(cx, cy + r * 0.34, initials, { size: r * 0.9, fill: WHITE, bold: true, anchor: "middle" })
}
function button(right: number, y: number, label: string, filled = true, width = 0): string {
  const w = width || textW(label, 14, true) + 34
  return (
    rect(right - w, y, w, 38, filled ? PINK : WHITE, 10, filled ? "" : `stroke="${PINK}" stroke-width="1.5"`) +
    text(right - w / 2, y + 24, label, { size: 14, bold: true, fill: filled ? WHITE : PINK, anchor: "middle" })
  )
}
const check = (x: number, y: number, s: number, color = WHITE) =>
  `<path d="M${n(x + s * 0.25)} ${n(y + s * 0.52)} l${n(s * 0.17)} ${n(s * 0.17)} l${n(s * 0.33)} ${n(-s * 0.36)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.12)}" stroke-linecap="round" stroke-linejoin="round"/>`
/** Rapport's mark: a pink tile with two linked rings (relationships). */
const brandMark = (x: number, y: number, s: number) =>
  rect(x, y, s, s, PINK, s * 0.3) +
  circle(x + s * 0.4, y + s * 0.5, s * 0.17, "none", `stroke="${WHITE}" stroke-width="${n(s * 0.09)}"`) +
  circle(x + s * 0.6, y + s * 0.5, s * 0.17, WHITE)

type Pt = [number, number]
/** Smooth curve through points (Catmull-Rom converted to cubic Béziers), for blobs and chart lines. */
function curve(pts: Pt[], closed: boolean): string {
  const k = pts.length,
    p = (i: number): Pt => (closed ? at(pts, i) : (pts[Math.max(0, Math.min(k - 1, i))] as Pt))
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`
  for (let i = 0; i < (closed ? k : k - 1); i++) {
    const [a, b, c, e] = [p(i - 1), p(i), p(i + 1), p(i + 2)]
    d += ` C${n(b[0] + (c[0] - a[0]) / 6)} ${n(b[1] + (c[1] - a[1]) / 6)} ${n(c[0] - (e[0] - b[0]) / 6)} ${n(c[1] - (e[1] - b[1]) / 6)} ${n(c[0])} ${n(c[1])}`
  }
  return closed ? `${d}Z` : d
}
function blob(cx: number, cy: number, rad: number, r: Rng, fill: string, extra = ""): string {
  const pts = Array.from({ length: 7 }, (_, i): Pt => {
    const a = (i / 7) * Math.PI * 2,
      rr = rad * (0.82 + r() * 0.3)
    return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]
  })
  return `<path d="${curve(pts, true)}" fill="${fill}" ${extra}/>`
}
const DEFS =
  `<filter id="sh" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="14" stdDeviation="20" flood-color="${INK}" flood-opacity="0.14"/></filter>` +
  `<filter id="sh2" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="4" stdDeviation="6" flood-color="${INK}" flood-opacity="0.10"/></filter>` +
  `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.7" fill="${INK}" fill-opacity="0.13"/></pattern>`
/** Drawings use a fixed design width (1200 units) and the record's aspect ratio; the viewBox scales it to pixels. */
const svgDoc = (w: number, h: number, vw: number, vh: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${n(vw)} ${n(vh)}" font-family="${FONT}"><defs>${DEFS}</defs>${body}</svg>`
const backdrop = (W: number, H: number, p: Pal, r: Rng) =>
  rect(0, 0, W, H, p.bg) +
  blob(W * 0.86, H * 0.12, Math.min(W, H) * 0.45, r, p.soft) +
  blob(W * 0.08, H * 0.95, Math.min(W, H) * 0.35, r, p.accent, 'fill-opacity="0.12"')

// ---- screen: an app window whose main area depends on art.screen ----
type Draw = (b: Box, r: Rng, p: Pal) => string
const NAV = ["Home", "Contacts", "Pipeline", "Inbox", "Projects", "Calendar", "Reports", "Automations", "Settings"]
const SCREENS: Record<Exclude<ScreenName, "mobile">, { nav: string; title: string; action: string; draw: Draw }> = {
  pipeline: { nav: "Pipeline", title: "Deals", action: "+ New deal", draw: pipeline },
  contacts: { nav: "Contacts", title: "Contacts", action: "+ Add contact", draw: contacts },
  inbox: { nav: "Inbox", title: "Inbox", action: "Compose", draw: inbox },
  projects: { nav: "Projects", title: "Projects", action: "+ Add task", draw: projects },
  reports: { nav: "Reports", title: "Sales overview", action: "Export", draw: reports },
  automation: { nav: "Automations", title: "New lead workflow", action: "Publish", draw: automation },
  calendar: { nav: "Calendar", title: "This week", action: "+ Event", draw: calendar },
  feed: { nav: "Home", title: "Activity", action: "Filter", draw: feed },
  pricing: { nav: "Settings", title: "Choose your plan", action: "Talk to sales", draw: pricing },
}

function screenArt(a: Art, r: Rng, W: number, H: number): string {
  const p = PALETTES[a.palette]
  if (a.screen === "mobile") return backdrop(W, H, p, r) + mobile(a, r, p, W, H)
  const meta = SCREENS[a.screen ?? "pipeline"] ?? SCREENS.pipeline
  // The window runs off the bottom edge, like a cropped screenshot, which leaves more room for content.
  const m = Math.min(56, H * 0.07),
    win: Box = { x: m, y: m, w: W - 2 * m, h: H }
  const TB = 46,
    SW = Math.min(210, win.w * 0.2),
    bottom = H - 24
  let s = backdrop(W, H, p, r) + `<clipPath id="win">${rect(win.x, win.y, win.w, win.h, WHITE, 16)}</clipPath>`
  s +=
    rect(win.x, win.y, win.w, win.h, WHITE, 16, SH) +
    '<g clip-path="url(#win)">' +
    rect(win.x, win.y, win.w, TB, "#F6F6FA") +
    line(win.x, win.y + TB, win.x + win.w, win.y + TB)
  ;["#FF6B6B", "#FFC14D", "#3DD68C"].forEach((c, i) => {
    s += circle(win.x + 24 + i * 20, win.y + TB / 2, 6.5, c)
  })
  s += text(W / 2, win.y + 29, a.label, { size: 15, bold: true, anchor: "middle", maxW: win.w * 0.55 })
  s += rect(win.x, win.y + TB, SW, win.h, "#FAFAFD") + line(win.x + SW, win.y + TB, win.x + SW, H)
  s += brandMark(win.x + 20, win.y + TB + 20, 28) + text(win.x + 58, win.y + TB + 40, "Rapport", { size: 18, bold: true })
  NAV.forEach((item, i) => {
    const y = win.y + TB + 100 + i * 42,
      on = item === meta.nav
    if (on) s += rect(win.x + 12, y - 26, SW - 24, 38, p.soft, 9, 'fill-opacity="0.7"')
    s += rect(win.x + 26, y - 15, 16, 16, on ? p.accent : "#C8C8D6", 4) + text(win.x + 54, y - 2, item, { size: 14, fill: on ? INK : MUTED, bold: on })
  })
  const mx = win.x + SW + 28,
    my = win.y + TB + 26,
    mw = win.x + win.w - 28 - mx
  s += text(mx, my + 26, meta.title, { size: 24, bold: true, maxW: mw - 200 }) + button(mx + mw, my, meta.action)
  return `${s}${meta.draw({ x: mx, y: my + 62, w: mw, h: bottom - my - 62 }, r, p)}</g>`
}

function pipeline(b: Box, r: Rng, p: Pal): string {
  const cw = (b.w - 48) / 4
  return ["New lead", "Qualified", "Proposal", "Won"]
    .map((stage, i) => {
      const x = b.x + i * (cw + 16),
        won = i === 3
      let cards = "",
        total = 0
      for (let y = b.y + 48; y + 96 <= b.y + b.h + 60; y += 106) {
        const amount = int(r, 8, 160) * 100,
          who = person(r)
        total += amount
        cards +=
          rect(x + 10, y, cw - 20, 96, WHITE, 10, `${STROKE} ${SH2}`) +
          text(x + 24, y + 27, pick(r, COMPANIES), { size: 14, bold: true, maxW: cw - 48 }) +
          text(x + 24, y + 47, who, { size: 12, fill: MUTED, maxW: cw - 48 }) +
          text(x + 24, y + 80, money(amount), { size: 16, bold: true, fill: won ? GREEN : INK }) +
          avatar(x + cw - 34, y + 74, 12, who)
        if (y > b.y + 150 && r() < 0.3) break // uneven columns look more like real data
      }
      return (
        rect(x, b.y, cw, b.h + 80, "#F5F6FA", 12) +
        rect(x, b.y, cw, 4, won ? GREEN : p.accent, 2) +
        text(x + 14, b.y + 30, stage, { size: 14, bold: true }) +
        text(x + cw - 14, b.y + 30, money(total), { size: 12, fill: MUTED, anchor: "end" }) +
        cards
      )
    })
    .join("")
}

const search = (x: number, y: number, w: number, label: string, fill = WHITE) =>
  rect(x, y, w, 40, fill, 20, fill === WHITE ? STROKE : "") +
  circle(x + 22, y + 18, 6, "none", `stroke="${MUTED}" stroke-width="2"`) +
  line(x + 26, y + 23, x + 31, y + 28, MUTED, 2) +
  text(x + 42, y + 25, label, { size: 13, fill: MUTED })

function contacts(b: Box, r: Rng, p: Pal): string {
  let s = search(b.x, b.y, 260, "Search contacts"),
    cx = b.x + 276
  ;["All", "Customers", "Leads", "VIP"].forEach((f, i) => {
    const [c, w] = chip(cx, b.y + 8, f, i === 0 ? p.accent : MUTED)
    s += c
    cx += w + 8
  })
  const cols = [0, 0.37, 0.61, 0.82].map((f) => b.x + 16 + f * (b.w - 32)) as [number, number, number, number],
    ty = b.y + 58
  s += rect(b.x, ty, b.w, 36, "#F6F6FA", 8)
  ;["NAME", "COMPANY", "TAGS", "LAST CONTACT"].forEach((h, i) => {
    s += text(at(cols, i), ty + 23, h, { size: 11, bold: true, fill: MUTED, extra: 'letter-spacing="1"' })
  })
  for (let y = ty + 36, k = 0; y < b.y + b.h + 40; y += 62, k++) {
    const who = person(r),
      company = pick(r, COMPANIES),
      t = int(r, 0, TAGS.length - 1)
    if (k === 1) s += rect(b.x, y, b.w, 62, p.bg)
    s +=
      avatar(cols[0] + 18, y + 31, 18, who) +
      text(cols[0] + 46, y + 28, who, { size: 14, bold: true }) +
      text(cols[1], y + 36, company, { size: 14, maxW: cols[2] - cols[1] - 12 }) +
      text(cols[0] + 46, y + 47, `${who.split(" ")[0]?.toLowerCase()}@${company.toLowerCase().replace(/[^a-z]/g, "")}.com`, {
        size: 12,
        fill: MUTED,
        maxW: cols[1] - cols[0] - 58,
      }) +
      chip(cols[2], y + 20, at(TAGS, t), at(COLORS, t))[0] +
      text(cols[3], y + 36, `${int(r, 2, 9)} ${pick(r, ["hours", "days"])} ago`, { size: 13, fill: MUTED }) +
      line(b.x, y + 62, b.x + b.w, y + 62)
  }
  return s
}

function inbox(b: Box, r: Rng, p: Pal): string {
  const pw = Math.min(300, b.w * 0.36),
    lw = b.w - pw - 20,
    times = ["10:42", "10:15", "9:58", "9:30", "Yesterday", "Yesterday", "Mon", "Mon", "Sun", "Sun"]
  let s = search(b.x, b.y, lw, "Search mail", "#EFF1F7"),
    sel = { who: "", company: "" }
  for (let i = 0, y = b.y + 52; y < b.y + b.h + 40; i++, y += 66) {
    const who = person(r),
      company = pick(r, COMPANIES),
      subject = pick(r, SUBJECTS)
    if (i === 1) {
      s += rect(b.x, y, lw, 66, p.bg, 8) + rect(b.x, y, 4, 66, p.accent, 2)
      sel = { who, company }
    }
    if (i < 3) s += circle(b.x + 14, y + 22, 4, p.accent)
    s +=
      text(b.x + 26, y + 27, who, { size: 14, bold: i < 3, maxW: lw - 130 }) +
      text(b.x + lw - 12, y + 27, at(times, i), { size: 12, fill: MUTED, anchor: "end" }) +
      text(b.x + 26, y + 49, `${subject} – ${pick(r, SNIPPETS)}`, { size: 13, fill: MUTED, maxW: lw - 40 }) +
      line(b.x, y + 66, b.x + lw, y + 66)
  }
  const x = b.x + lw + 20,
    c = x + pw / 2 // the Rapport side panel next to the mail, as in the Gmail add-on
  s += rect(x, b.y, pw, b.h + 60, "#FAFAFD", 12, STROKE) + brandMark(x + 16, b.y + 16, 22) + text(x + 46, b.y + 33, "Rapport", { size: 14, bold: true })
  s +=
    avatar(c, b.y + 96, 30, sel.who) +
    text(c, b.y + 150, sel.who, { size: 16, bold: true, anchor: "middle" }) +
    text(c, b.y + 171, sel.company, { size: 13, fill: MUTED, anchor: "middle" })
  const [stage, sw] = chip(0, 0, "Proposal", p.accent)
  s += `<g transform="translate(${n(c - sw / 2)} ${n(b.y + 184)})">${stage}</g>`
  ;[
    ["Deal value", money(int(r, 20, 180) * 100)],
    ["Owner", person(r)],
    ["Next step", "Send contract"],
    ["Last reply", "2 days ago"],
  ].forEach(([k, v], i) => {
    const y = b.y + 246 + i * 36
    s +=
      text(x + 18, y, k ?? "", { size: 12, fill: MUTED }) +
      text(x + pw - 18, y, v ?? "", { size: 13, bold: true, anchor: "end" }) +
      line(x + 18, y + 13, x + pw - 18, y + 13)
  })
  return s + button(x + pw - 18, b.y + 400, "Log email to Rapport", true)
}

function projects(b: Box, r: Rng, p: Pal): string {
  const done = int(r, 40, 80),
    bw = b.w * 0.45
  let s =
    rect(b.x, b.y, b.w, 86, p.bg, 12) +
    text(b.x + 20, b.y + 32, `${pick(r, COMPANIES)} onboarding`, { size: 17, bold: true }) +
    text(b.x + 20, b.y + 54, `${done}% complete · due ${int(r, 3, 28)} June`, { size: 13, fill: MUTED }) +
    rect(b.x + 20, b.y + 66, bw, 8, WHITE, 4) +
    rect(b.x + 20, b.y + 66, (bw * done) / 100, 8, p.accent, 4)
  for (let i = 0; i < 3; i++) s += circle(b.x + b.w - 40 - i * 26, b.y + 43, 17, WHITE) + avatar(b.x + b.w - 40 - i * 26, b.y + 43, 15, person(r))
  let y = b.y + 116,
    t = int(r, 0, TASKS.length)
  for (const [group, isDone] of [
    ["IN PROGRESS", false],
    ["TO DO", false],
    ["DONE", true],
  ] as const) {
    s += text(b.x + 4, y, group, { size: 11, bold: true, fill: MUTED, extra: 'letter-spacing="1"' })
    y += 14
    for (let k = int(r, 2, 4); k > 0 && y < b.y + b.h + 40; k--, y += 50, t++) {
      const task = at(TASKS, t),
        who = person(r)
      s +=
        rect(b.x, y, b.w, 44, WHITE, 10, STROKE) +
        rect(b.x + 14, y + 12, 20, 20, isDone ? p.accent : WHITE, 6, isDone ? "" : 'stroke="#C8C8D6" stroke-width="1.5"') +
        (isDone ? check(b.x + 14, y + 12, 20) : "") +
        text(b.x + 48, y + 27, task, { size: 14, fill: isDone ? MUTED : INK, extra: isDone ? 'text-decoration="line-through"' : "" }) +
        chip(b.x + b.w - 170, y + 10, isDone ? "Done" : `Due ${pick(r, ["Mon", "Tue", "Thu", "Fri"])}`, isDone ? GREEN : pick(r, COLORS))[0] +
        avatar(b.x + b.w - 26, y + 22, 13, who)
    }
    y += 22
  }
  return s
}

function reports(b: Box, r: Rng, p: Pal): string {
  const kw = (b.w - 48) / 4,
    kpis = [
      ["Revenue", money(int(r, 40, 90) * 1000)],
      ["New deals", `${int(r, 18, 64)}`],
      ["Win rate", `${int(r, 24, 48)}%`],
      ["Avg. reply time", `${int(r, 2, 9)}h`],
    ]
  let s = ""
  kpis.forEach(([k, v], i) => {
    const x = b.x + i * (kw + 16),
      up = i !== 3 || r() < 0.5
    s +=
      rect(x, b.y, kw, 94, WHITE, 12, `${STROKE} ${SH2}`) +
      text(x + 16, b.y + 28, k ?? "", { size: 12, fill: MUTED }) +
      text(x + 16, b.y + 64, v ?? "", { size: 26, bold: true }) +
      text(x + kw - 14, b.y + 28, `${up ? "▲" : "▼"} ${int(r, 3, 24)}%`, { size: 12, bold: true, fill: up ? GREEN : PINK, anchor: "end" })
  })
  const y = b.y + 112,
    h = Math.max(150, b.h - 112),
    bw = b.w * 0.58,
    ix = b.x + 24,
    iy = y + 60,
    iw = bw - 48,
    ih = h - 100
  s +=
    rect(b.x, y, bw, h, WHITE, 12, `${STROKE} ${SH2}`) +
    text(ix, y + 32, "Deals won by month", { size: 15, bold: true }) +
    circle(b.x + bw - 150, y + 27, 5, p.accent) +
    text(b.x + bw - 140, y + 32, "New", { size: 12, fill: MUTED }) +
    circle(b.x + bw - 90, y + 27, 5, PINK) +
    text(b.x + bw - 80, y + 32, "Renewals", { size: 12, fill: MUTED })
  for (let g = 0; g <= 3; g++) s += line(ix, iy + (ih * g) / 3, ix + iw, iy + (ih * g) / 3, LINE)
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"],
    slot = iw / months.length
  months.forEach((m, i) => {
    const v1 = ih * (0.3 + 0.06 * i + r() * 0.2),
      v2 = ih * (0.1 + r() * 0.2),
      x = ix + i * slot + slot * 0.22,
      w = slot * 0.56
    s +=
      rect(x, iy + ih - Math.min(ih, v1 + v2), w, Math.min(ih, v1 + v2), PINK, 5) +
      rect(x, iy + ih - Math.min(ih, v1), w, Math.min(ih, v1), p.accent, 5) +
      text(x + w / 2, iy + ih + 22, m, { size: 12, fill: MUTED, anchor: "middle" })
  })
  const x2 = b.x + bw + 16,
    w2 = b.w - bw - 16,
    lx = x2 + 20,
    lw = w2 - 40,
    ly = y + 110,
    lh = h - 140
  const pts = Array.from({ length: 7 }, (_, i): Pt => [lx + (lw * i) / 6, ly + lh * (0.85 - 0.1 * i - r() * 0.25)])
  const last = at(pts, -1),
    d = curve(pts, false)
  s += `<linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.3"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></linearGradient>`
  return (
    s +
    rect(x2, y, w2, h, WHITE, 12, `${STROKE} ${SH2}`) +
    text(lx, y + 32, "Pipeline value", { size: 15, bold: true }) +
    text(lx, y + 74, money(int(r, 120, 480) * 1000), { size: 28, bold: true }) +
    `<path d="${d} L${n(lx + lw)} ${n(ly + lh)} L${n(lx)} ${n(ly + lh)}Z" fill="url(#area)"/><path d="${d}" fill="none" stroke="${p.accent}" stroke-width="3.5" stroke-linecap="round"/>` +
    circle(last[0], last[1], 7, WHITE, `stroke="${p.accent}" stroke-width="3.5"`)
  )
}

function automation(b: Box, r: Rng, p: Pal): string {
  const nw = Math.min(196, (b.w - 120) / 4),
    gx = (b.w - 4 * nw) / 3,
    nh = 72,
    cy = b.y + Math.min(b.h, 470) / 2,
    dy = Math.min(115, b.h * 0.27)
  const nodes = [
    [0, 0, "TRIGGER", "Form submitted", PINK],
    [1, 0, "ACTION", "Create contact", p.accent],
    [2, 0, "CONDITION", "Deal over $5k?", "#F29D0C"],
    [3, -1, "ACTION", `Assign to ${pick(r, FIRST)}`, p.accent],
    [3, 1, "ACTION", "Add to nurture", GREEN],
  ] as const
  const pos = nodes.map(([c, row]) => ({ x: b.x + c * (nw + gx), y: cy + row * dy - nh / 2 }))
  let s =
    rect(b.x, b.y, b.w, b.h + 60, "url(#dots)", 12) +
    `<marker id="arr" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path d="M0 0L10 5L0 10z" fill="#A9A9BC"/></marker>`
  for (const [from, to, label] of [
    [0, 1, ""],
    [1, 2, ""],
    [2, 3, "Yes"],
    [2, 4, "No"],
  ] as const) {
    const a = at(pos, from),
      c = at(pos, to),
      x1 = a.x + nw,
      y1 = a.y + nh / 2,
      x2 = c.x - 4,
      y2 = c.y + nh / 2,
      mx = (x1 + x2) / 2
    s += `<path d="M${n(x1)} ${n(y1)} C${n(mx)} ${n(y1)} ${n(mx)} ${n(y2)} ${n(x2)} ${n(y2)}" fill="none" stroke="#A9A9BC" stroke-width="2.5" marker-end="url(#arr)"/>`
    if (label) s += chip(mx - 14, (y1 + y2) / 2 - 12, label, label === "Yes" ? GREEN : MUTED, 11)[0]
  }
  nodes.forEach(([, , kind, title, color], i) => {
    const { x, y } = at(pos, i)
    s +=
      rect(x, y, nw, nh, WHITE, 12, `${STROKE} ${SH2}`) +
      rect(x, y + 14, 4, nh - 28, color, 2) +
      circle(x + 24, y + 26, 8, color, 'fill-opacity="0.18"') +
      circle(x + 24, y + 26, 3.5, color) +
      text(x + 40, y + 30, kind, { size: 10, bold: true, fill: MUTED, extra: 'letter-spacing="1"' }) +
      text(x + 18, y + 53, title, { size: 14, bold: true, maxW: nw - 28 })
  })
  const sy = cy + dy + nh / 2 + 40,
    tw = (b.w - 32) / 3
  if (sy + 70 < b.y + b.h)
    [
      ["Runs this week", `${int(r, 80, 400)}`],
      ["Success rate", `99.${int(r, 1, 9)}%`],
      ["Time saved", `${int(r, 4, 19)}h`],
    ].forEach(([k, v], i) => {
      s +=
        rect(b.x + i * (tw + 16), sy, tw, 64, WHITE, 12, STROKE) +
        text(b.x + i * (tw + 16) + 16, sy + 26, k ?? "", { size: 12, fill: MUTED }) +
        text(b.x + i * (tw + 16) + 16, sy + 50, v ?? "", { size: 18, bold: true })
    })
  return s
}

function calendar(b: Box, r: Rng, p: Pal): string {
  const days = ["Mon", "Tue", "Wed", "Thu", "Fri"],
    tw = 60,
    dw = (b.w - tw) / 5,
    hh = 52,
    rows = 8,
    rh = Math.max(46, (b.h - hh) / rows),
    d0 = int(r, 3, 20)
  let s = ""
  days.forEach((d, i) => {
    const x = b.x + tw + i * dw,
      cx = x + dw / 2,
      today = i === 2
    s +=
      text(cx, b.y + 14, d.toUpperCase(), { size: 11, bold: true, fill: today ? PINK : MUTED, anchor: "middle" }) +
      (today ? circle(cx, b.y + 33, 15, PINK) : "") +
      text(cx, b.y + 40, String(d0 + i), { size: 18, bold: true, fill: today ? WHITE : INK, anchor: "middle" }) +
      line(x, b.y + hh, x, b.y + hh + rows * rh)
  })
  for (let h = 0; h <= rows; h++)
    s +=
      line(b.x + tw, b.y + hh + h * rh, b.x + b.w, b.y + hh + h * rh) +
      (h < rows ? text(b.x + tw - 12, b.y + hh + h * rh + 16, `${((8 + h) % 12) + 1} ${h < 3 ? "AM" : "PM"}`, { size: 11, fill: MUTED, anchor: "end" }) : "")
  const titles = () =>
    pick(r, [
      `Call with ${pick(r, FIRST)}`,
      `Demo: ${pick(r, COMPANIES)}`,
      "Team stand-up",
      "Proposal review",
      `Lunch with ${pick(r, FIRST)}`,
      `Onboarding: ${pick(r, COMPANIES)}`,
      "Follow-up calls",
      "Quarterly review",
    ])
  days.forEach((_, i) => {
    for (let slot = int(r, 0, 1); slot < rows - 1; slot += int(r, 1, 3)) {
      const dur = Math.min(rows - slot, pick(r, [1, 1, 2])),
        x = b.x + tw + i * dw + 4,
        y = b.y + hh + slot * rh + 3,
        c = pick(r, [p.accent, p.accent, ...COLORS])
      s +=
        rect(x, y, dw - 8, dur * rh - 6, c, 8, 'fill-opacity="0.14"') +
        rect(x, y, 4, dur * rh - 6, c, 2) +
        text(x + 12, y + 20, titles(), { size: 12, bold: true, maxW: dw - 24 }) +
        (dur * rh > 60 ? text(x + 12, y + 38, `${((8 + slot) % 12) + 1}:00 – ${((8 + slot + dur) % 12) + 1}:00`, { size: 11, fill: MUTED }) : "")
      slot += dur
    }
  })
  const ny = b.y + hh + rh * (2 + r() * 3),
    nx = b.x + tw + 2 * dw
  return s + line(nx, ny, nx + dw, ny, PINK, 2) + circle(nx, ny, 5, PINK)
}

function feed(b: Box, r: Rng, p: Pal): string {
  const fw = b.w * 0.62,
    x = b.x + 20
  let s = line(x, b.y, x, b.y + b.h + 60, LINE, 2)
  const k0 = int(r, 0, 4)
  for (let y = b.y + 10, i = 0, ago = int(r, 2, 9); y < b.y + b.h + 40; i++, ago += int(r, 5, 40)) {
    const who = person(r),
      other = person(r),
      company = pick(r, COMPANIES),
      k = (k0 + i * 2 + (r() < 0.3 ? 1 : 0)) % 5
    const parts =
      [
        [
          [who, true],
          [" moved ", false],
          [company, true],
          [" to Proposal", false],
        ],
        [
          [who, true],
          [" logged a call with ", false],
          [other, true],
        ],
        [
          [who, true],
          [" emailed ", false],
          [other, true],
        ],
        [
          [who, true],
          [" won ", false],
          [company, true],
          [` · ${money(int(r, 20, 200) * 100)}`, true],
        ],
        [
          [who, true],
          [" completed ", false],
          [pick(r, TASKS), true],
        ],
      ][k] ?? []
    s +=
      circle(x, y + 12, 15, at(COLORS, k + 1), `stroke="${WHITE}" stroke-width="4"`) +
      (k === 3 ? check(x - 10, y + 2, 20) : circle(x, y + 12, 4, WHITE)) +
      `<text x="${x + 30}" y="${y + 17}" font-size="14" fill="${INK}" xml:space="preserve">${parts.map(([t, bold]) => `<tspan${bold ? ' font-weight="700"' : ""}>${esc(String(t))}</tspan>`).join("")}</text>` +
      text(
        x + 30,
        y + 38,
        `${ago < 60 ? `${ago} min` : `${Math.floor(ago / 60)} h`} ago · via ${pick(r, ["Gmail", "Rapport mobile", "Google Calendar", "Rapport"])}`,
        { size: 12, fill: MUTED },
      )
    if (k === 2 && y + 130 < b.y + b.h) {
      s += rect(x + 30, y + 52, fw - 50, 54, p.bg, 10) + text(x + 46, y + 84, `“${pick(r, SUBJECTS)}”`, { size: 13, fill: MUTED, maxW: fw - 80 })
      y += 64
    }
    y += 70
  }
  const cx = b.x + fw + 20,
    cw = b.w - fw - 20
  s += rect(cx, b.y, cw, 250, WHITE, 12, `${STROKE} ${SH2}`) + text(cx + 20, b.y + 34, "This week", { size: 15, bold: true })
  ;[
    ["Calls logged", int(r, 20, 60)],
    ["Emails synced", int(r, 150, 400)],
    ["Deals won", int(r, 3, 12)],
  ].forEach(([k, v], i) => {
    s +=
      text(cx + 20, b.y + 76 + i * 36, String(k), { size: 13, fill: MUTED }) +
      text(cx + cw - 20, b.y + 76 + i * 36, String(v), { size: 15, bold: true, anchor: "end" })
  })
  for (let i = 0; i < 7; i++) {
    const h = 20 + r() * 40
    s += rect(cx + 20 + i * ((cw - 40) / 7), b.y + 230 - h, (cw - 40) / 7 - 8, h, i === 6 ? PINK : p.soft, 4)
  }
  return s
}

function pricing(b: Box, r: Rng, p: Pal): string {
  const plans = [
    ["Starter", 12, "For solo consultants"],
    ["Growth", 24, "For growing teams"],
    ["Business", 39, "For multi-team firms"],
  ] as const
  const feats = ["Unlimited contacts", "Gmail & Calendar sync", "Sales pipelines", "Projects & tasks", "Automations", "Advanced reports"]
  const cw = (b.w - 40) / 3,
    y = b.y + 60,
    ch = Math.min(b.h - 60, 440),
    tx = b.x + b.w / 2
  let s =
    rect(tx - 130, b.y, 260, 40, "#F0F0F6", 20) +
    rect(tx - 126, b.y + 4, 110, 32, WHITE, 16, SH2) +
    text(tx - 71, b.y + 25, "Monthly", { size: 13, bold: true, anchor: "middle" }) +
    text(tx + 55, b.y + 25, "Yearly −20%", { size: 13, fill: MUTED, anchor: "middle" })
  plans.forEach(([name, price, desc], i) => {
    const x = b.x + i * (cw + 20),
      hot = i === 1
    s +=
      rect(x, y, cw, ch, WHITE, 16, hot ? `stroke="${PINK}" stroke-width="2" ${SH}` : `${STROKE} ${SH2}`) +
      (hot ? chip(x + cw - 124, y + 18, "Most popular", PINK, 11)[0] : "") +
      text(x + 24, y + 42, name, { size: 19, bold: true }) +
      text(x + 24, y + 64, desc, { size: 12, fill: MUTED, maxW: cw - 40 }) +
      text(x + 24, y + 118, `$${price}`, { size: 42, bold: true, fill: hot ? PINK : INK }) +
      text(x + 32 + textW(`$${price}`, 42, true), y + 118, "/user/mo", { size: 13, fill: MUTED }) +
      button(x + cw - 24, y + 140, "Start free trial", hot, cw - 48)
    feats.slice(0, 4 + i).forEach((f, j) => {
      const fy = y + 214 + j * 34
      if (fy < y + ch - 10)
        s +=
          circle(x + 34, fy - 5, 10, p.accent, 'fill-opacity="0.16"') + check(x + 24, fy - 15, 20, p.accent) + text(x + 54, fy, f, { size: 13, maxW: cw - 70 })
    })
  })
  return s
}

function mobile(a: Art, r: Rng, p: Pal, W: number, H: number): string {
  // The phone content is drawn in a 300-unit-wide space and scaled, so it stays proportional at any size.
  const ph = H * 0.88,
    pw = Math.min(ph * 0.49, W * 0.6),
    u = pw / 300,
    x = (W - pw) / 2,
    y = H * 0.06,
    ih = ph / u - 24
  let s = rect(x, y, pw, ph, INK, 44 * u, SH) + `<g transform="translate(${n(x + 12 * u)} ${n(y + 12 * u)}) scale(${n(u * 1000) / 1000})">`
  s += `<clipPath id="ph">${rect(0, 0, 276, ih, WHITE, 34)}</clipPath><g clip-path="url(#ph)">` + rect(0, 0, 276, ih, WHITE) + rect(98, 8, 80, 22, INK, 11)
  s += text(26, 26, "9:41", { size: 12, bold: true }) + rect(228, 15, 24, 11, "none", 3, `stroke="${INK}" stroke-width="1.5"`) + rect(231, 18, 15, 5, INK, 1)
  s += text(20, 72, a.label, { size: 20, bold: true, maxW: 236 }) + text(20, 94, "Calls synced to Rapport", { size: 12, fill: MUTED })
  let cx = 20
  ;["All", "Missed", "Outgoing"].forEach((t, i) => {
    const [c, w] = chip(cx, 108, t, i === 0 ? p.accent : MUTED)
    s += c
    cx += w + 8
  })
  for (let i = 0, ry = 148; ry < ih - 110; i++, ry += 60) {
    const who = person(r),
      kind = pick(r, [
        ["↙ Incoming", GREEN],
        ["↗ Outgoing", p.accent],
        ["↙ Missed", PINK],
        ["↗ Outgoing", p.accent],
      ] as const)
    s +=
      avatar(40, ry + 24, 19, who) +
      text(70, ry + 20, who, { size: 14, bold: true, maxW: 140 }) +
      text(70, ry + 39, `${kind[0]}${kind[1] === PINK ? "" : ` · ${int(r, 1, 24)} min`}`, { size: 12, fill: kind[1] }) +
      text(256, ry + 20, at(["10:42", "9:15", "Yesterday", "Yesterday", "Mon", "Mon", "Sun", "Fri"], i), { size: 11, fill: MUTED, anchor: "end" }) +
      line(70, ry + 54, 256, ry + 54)
  }
  s += rect(0, ih - 84, 276, 84, "#FAFAFD") + line(0, ih - 84, 276, ih - 84)
  ;["Home", "Calls", "Contacts", "Tasks"].forEach((t, i) => {
    s +=
      rect(30 + i * 64, ih - 70, 24, 24, i === 1 ? PINK : "#C8C8D6", 7) +
      text(42 + i * 64, ih - 32, t, { size: 10, fill: i === 1 ? INK : MUTED, anchor: "middle" })
  })
  s += rect(88, ih - 14, 100, 5, INK, 2.5) + "</g></g>"
  if (x > 330) {
    // room for floating "what just happened" cards beside the phone
    const who = person(r),
      fy = y + ph * 0.22,
      gy = y + ph * 0.6
    s +=
      rect(x + pw + 36, fy, 270, 82, WHITE, 14, SH) +
      avatar(x + pw + 76, fy + 41, 20, who) +
      text(x + pw + 108, fy + 36, "Call logged", { size: 15, bold: true }) +
      text(x + pw + 108, fy + 58, `${who} · 12 min`, { size: 12, fill: MUTED, maxW: 150 })
    s +=
      rect(x - 306, gy, 270, 82, WHITE, 14, SH) +
      rect(x - 284, gy + 30, 22, 22, p.accent, 6) +
      check(x - 284, gy + 30, 22) +
      text(x - 250, gy + 36, "Follow-up task", { size: 15, bold: true }) +
      text(x - 250, gy + 58, "Tomorrow, 10:00", { size: 12, fill: MUTED })
  }
  return s
}

// ---- scene: layered blobs, shapes and a few icon-like cards, with the label as a caption chip ----
/** Icons are drawn in a 100-unit box and placed with a transform. */
const ICONS: ((p: Pal, r: Rng) => string)[] = [
  (p, r) =>
    rect(0, 0, 100, 64, WHITE, 10, SH2) +
    avatar(20, 22, 11, person(r)) +
    rect(38, 14, 46, 7, INK, 3.5) +
    rect(38, 27, 30, 6, LINE, 3) +
    rect(12, 44, 30, 10, p.accent, 5, 'fill-opacity="0.25"') +
    rect(46, 44, 22, 10, PINK, 5, 'fill-opacity="0.25"'),
  (p) =>
    rect(0, 0, 100, 70, WHITE, 10, SH2) +
    `<path d="M16 20 L50 44 L84 20" fill="none" stroke="${p.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
    rect(14, 16, 72, 40, "none", 6, `stroke="${p.accent}" stroke-width="5"`) +
    circle(92, 6, 11, PINK) +
    text(92, 11, "3", { size: 13, bold: true, fill: WHITE, anchor: "middle" }),
  (p) =>
    rect(0, 0, 100, 76, WHITE, 10, SH2) +
    [18, 28, 24, 40].map((h, i) => rect(16 + i * 18, 62 - h, 12, h, i === 3 ? p.accent : p.soft, 3)).join("") +
    `<path d="M14 40 L36 30 L56 34 L86 12" fill="none" stroke="${PINK}" stroke-width="4" stroke-linecap="round"/>` +
    circle(86, 12, 5, PINK),
  (p) =>
    rect(0, 0, 100, 60, p.accent, 18, SH2) +
    '<path d="M22 56 L16 78 L42 58Z" fill="' +
    p.accent +
    '"/>' +
    [30, 50, 70].map((cx) => circle(cx, 30, 6, WHITE)).join(""),
  (p) =>
    rect(0, 0, 90, 88, WHITE, 12, SH2) +
    rect(0, 0, 90, 26, p.accent, 12) +
    rect(0, 14, 90, 12, p.accent) +
    circle(26, 4, 4, INK) +
    circle(64, 4, 4, INK) +
    Array.from({ length: 9 }, (_, i) => rect(14 + (i % 3) * 22, 36 + Math.floor(i / 3) * 16, 16, 10, i === 4 ? PINK : LINE, 3)).join(""),
  () => circle(40, 40, 40, GREEN, SH2) + check(8, 8, 64),
]

function sceneArt(a: Art, r: Rng, W: number, H: number): string {
  const p = PALETTES[a.palette],
    m = Math.min(W, H),
    S = m * 0.42,
    j = () => (r() - 0.5) * 0.08 // j: small position jitter
  let d =
    blob(W * 0.55, H * 0.5, m * 0.44, r, p.soft) +
    blob(W * (0.18 + r() * 0.1), H * 0.72, m * 0.2, r, p.accent, 'fill-opacity="0.16"') +
    blob(W * 0.86, H * 0.22, m * 0.15, r, PINK, 'fill-opacity="0.14"') +
    rect(W * (0.07 + j()), H * (0.1 + j()), m * 0.26, m * 0.18, "url(#dots)")
  const [tx, ty, qx, qy, sx, sy] = [0.3 + j(), 0.16 + j(), 0.12 + j(), 0.45 + j() * 2, 0.9 + j() / 2, 0.55 + j() * 2]
  d +=
    circle(W * (0.78 + r() * 0.1), H * (0.78 + j()), m * 0.07, "none", `stroke="${p.accent}" stroke-width="${n(m * 0.014)}"`) +
    `<path d="M${n(W * tx)} ${n(H * ty)} l${n(m * 0.05)} ${n(m * 0.085)} l${n(-m * 0.1)} 0Z" fill="${PINK}" fill-opacity="0.7"/>` +
    rect(W * sx, H * sy, m * 0.05, m * 0.05, INK, m * 0.012, `transform="rotate(20 ${n(W * sx + m * 0.025)} ${n(H * sy + m * 0.025)})" fill-opacity="0.8"`) +
    `<path d="M${n(W * qx)} ${n(H * qy)} q${n(m * 0.04)} ${n(-m * 0.05)} ${n(m * 0.08)} 0 t${n(m * 0.08)} 0 t${n(m * 0.08)} 0" fill="none" stroke="${p.accent}" stroke-width="${n(m * 0.012)}" stroke-linecap="round"/>`
  // Half the scenes mirror the decoration (not the icons, which contain text) so a grid of them does not repeat.
  let s = rect(0, 0, W, H, p.bg) + (r() < 0.5 ? `<g transform="translate(${n(W)} 0) scale(-1 1)">${d}</g>` : d)
  const chosen: number[] = [] // three different icons
  while (chosen.length < 3) {
    const i = int(r, 0, ICONS.length - 1)
    if (!chosen.includes(i)) chosen.push(i)
  }
  ;[
    [0.5, 0.46, 1],
    [0.5 - (S * 0.8) / W, 0.46 + (S * 0.45) / H, 0.55],
    [0.5 + (S * 0.78) / W, 0.46 - (S * 0.4) / H, 0.5],
  ].forEach(([fx, fy, k], i) => {
    const size = S * (k ?? 1),
      rot = n((r() - 0.5) * 12)
    s += `<g transform="translate(${n(W * (fx ?? 0) - size / 2)} ${n(H * (fy ?? 0) - size * 0.4)}) scale(${n((size / 100) * 1000) / 1000}) rotate(${rot} 50 40)">${at(ICONS, at(chosen, i))(p, r)}</g>`
  })
  const fs = Math.max(20, m * 0.03),
    cw = Math.min(textW(a.label, fs) + fs * 3.2, W * 0.8),
    ch = fs * 2.4,
    cy = H - H * 0.07 - ch
  return (
    s +
    rect(W * 0.05, cy, cw, ch, WHITE, ch / 2, SH2) +
    circle(W * 0.05 + fs * 1.3, cy + ch / 2, fs * 0.35, PINK) +
    text(W * 0.05 + fs * 2.2, cy + ch / 2 + fs * 0.36, a.label, { size: fs, maxW: cw - fs * 3 })
  )
}

// ---- portrait: gradient circle with a faceless flat bust (or initials for 1–3 letter labels) ----
function portraitArt(a: Art, r: Rng, W: number, H: number): string {
  const p = PALETTES[a.palette],
    cx = W / 2,
    cy = H / 2,
    R = Math.min(W, H) / 2 - 1
  let s = `<linearGradient id="pg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient><clipPath id="pc">${circle(cx, cy, R, WHITE)}</clipPath>`
  s += `<g clip-path="url(#pc)">${circle(cx, cy, R, "url(#pg)")}${circle(cx + R * 0.6, cy - R * 0.6, R * 0.5, p.accent, 'fill-opacity="0.12"')}`
  const initials = a.label.trim()
  if (/^[\p{L}]{1,3}$/u.test(initials))
    return `${s}</g>${text(cx, cy + R * 0.22, initials.toUpperCase(), { size: R * (initials.length > 2 ? 0.52 : 0.66), bold: true, fill: p.accent, anchor: "middle" })}`
  const skin = pick(r, ["#F6D5C3", "#EDBF9E", "#C98D66", "#8D5A3B", "#F1C7A5", "#6B4330"]),
    hair = pick(r, ["#2B2230", "#5A3825", "#A0643C", "#D9A55B", INK, "#8A8A99"])
  const shirt = pick(r, [p.accent, INK, PINK, ...COLORS]),
    style = int(r, 0, 3),
    hr = R * 0.31,
    hx = cx,
    hy = cy - R * 0.1,
    sy = cy + R * 0.38,
    b = cy + R + 10
  if (style === 1) s += rect(hx - hr * 1.2, hy - hr * 0.6, hr * 2.4, hr * 2.7, hair, hr * 1.1) // long hair falls behind the shoulders
  s += `<path d="M${n(cx - R * 0.8)} ${n(b)} C${n(cx - R * 0.8)} ${n(sy + R * 0.12)} ${n(cx - R * 0.45)} ${n(sy)} ${n(cx)} ${n(sy)} C${n(cx + R * 0.45)} ${n(sy)} ${n(cx + R * 0.8)} ${n(sy + R * 0.12)} ${n(cx + R * 0.8)} ${n(b)}Z" fill="${shirt}"/>`
  s +=
    rect(hx - hr * 0.36, hy + hr * 0.5, hr * 0.72, hr * 1.1, skin, hr * 0.3) +
    `<path d="M${n(hx - hr * 0.4)} ${n(sy)} L${n(hx)} ${n(sy + R * 0.16)} L${n(hx + hr * 0.4)} ${n(sy)}Z" fill="${skin}"/>`
  s +=
    circle(hx - hr * 0.9, hy + hr * 0.1, hr * 0.18, skin) +
    circle(hx + hr * 0.9, hy + hr * 0.1, hr * 0.18, skin) +
    `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${n(hr * 0.9)}" ry="${n(hr)}" fill="${skin}"/>`
  if (style === 2) s += circle(hx, hy - hr * 1.05, hr * 0.42, hair)
  const top = style === 3 ? 0.7 : 0.45 // how far the fringe comes down the forehead
  s += `<path d="M${n(hx - hr * 0.97)} ${n(hy + hr * 0.05)} C${n(hx - hr * 1.1)} ${n(hy - hr * 1.4)} ${n(hx + hr * 1.1)} ${n(hy - hr * 1.4)} ${n(hx + hr * 0.97)} ${n(hy + hr * 0.05)} C${n(hx + hr * 0.7)} ${n(hy - hr * top)} ${n(hx - hr * 0.2)} ${n(hy - hr * (top - 0.15))} ${n(hx - hr * 0.97)} ${n(hy + hr * 0.05)}Z" fill="${hair}"/>`
  if (r() < 0.25)
    s +=
      [-0.38, 0.38].map((dx) => circle(hx + hr * dx, hy + hr * 0.12, hr * 0.24, "none", `stroke="${INK}" stroke-width="${n(hr * 0.07)}"`)).join("") +
      line(hx - hr * 0.14, hy + hr * 0.1, hx + hr * 0.14, hy + hr * 0.1, INK, n(hr * 0.07))
  return `${s}</g>`
}

// ---- logo: geometric mark + wordmark; rendered large, trimmed, then fitted into the canvas ----
function logoArt(a: Art, r: Rng, scale: number): string {
  // Long names stack on two lines: in a 320×120 slot a one-line wordmark would shrink to unreadable.
  const lines = a.label.length > 14 ? wrap(a.label, Math.ceil(a.label.length * 0.6)) : [a.label],
    size = lines.length > 1 ? 44 : 60
  const p = PALETTES[a.palette],
    c = p.accent,
    w = 130 + Math.max(...lines.map((l) => textW(l, size, true))) * 1.15 + 40
  const marks = [
    circle(38, 50, 28, c) + circle(62, 50, 28, PINK, 'fill-opacity="0.75"'),
    rect(10, 10, 80, 80, c, 22) + circle(50, 50, 18, WHITE),
    rect(10, 18, 80, 16, c, 8) + rect(10, 42, 58, 16, PINK, 8) + rect(10, 66, 36, 16, INK, 8),
    `<path d="M50 6 L94 50 L50 94 L6 50Z" fill="${c}"/>` + `<path d="M50 30 L70 50 L50 70 L30 50Z" fill="${WHITE}"/>`,
    [
      [10, 10],
      [52, 10],
      [10, 52],
      [52, 52],
    ]
      .map(([x, y], i) => rect(x ?? 0, y ?? 0, 38, 38, i === 3 ? PINK : c, i % 3 === 0 ? 19 : 6))
      .join(""),
  ]
  const body =
    pick(r, marks) + lines.map((l, i) => text(124, lines.length > 1 ? 44 + i * 50 : 72, l, { size, bold: true, extra: 'letter-spacing="-1"' })).join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.ceil(w * scale)}" height="${Math.ceil(120 * scale)}" viewBox="0 0 ${n(w)} 120" font-family="${FONT}">${body}</svg>`
}

// ---- cover: e-book / webinar cover with big wrapped title, brand stripe and RAPPORT at the bottom ----
function coverArt(a: Art, r: Rng, W: number, H: number, file: string): string {
  const p = PALETTES[a.palette],
    dark = r() < 0.5,
    fg = dark ? WHITE : INK,
    tall = H > W * 0.9,
    m = Math.min(W, H)
  const tag = /webinar/i.test(file + a.label)
    ? "WEBINAR"
    : /report|survey/i.test(file + a.label)
      ? "REPORT"
      : /template|checklist/i.test(file + a.label)
        ? "TEMPLATE"
        : /worksheet/i.test(file + a.label)
          ? "WORKSHEET"
          : "E-BOOK"
  let s =
    rect(0, 0, W, H, dark ? INK : p.bg) +
    circle(W * 0.95, H * 0.06, m * 0.38, p.accent, `fill-opacity="${dark ? 0.9 : 0.25}"`) +
    circle(W * 0.95, H * 0.06, m * 0.5, "none", `stroke="${PINK}" stroke-width="${n(m * 0.012)}" fill-opacity="0"`) +
    blob(W * 0.9, H * 0.95, m * 0.28, r, dark ? "#2C2C5A" : p.soft) +
    rect(0, 0, W * 0.035, H, PINK)
  // Tall covers keep the title below the circles in the top corner; wide ones keep it left of the cards.
  const mx = W * 0.1,
    maxW = tall ? W * 0.8 : W * 0.52,
    top = tall ? H * 0.46 : H * 0.3,
    maxH = (tall ? H * 0.84 : H * 0.8) - top
  // Largest size whose wrapped title fits; the line cap keeps titles from stacking one word per line.
  let size = tall ? 130 : 96,
    lines = wrap(a.label, 99)
  for (; size > 24; size -= 4) {
    lines = wrap(a.label, Math.floor(maxW / (size * 0.66)))
    if (lines.length <= (tall ? 4 : 3) && lines.length * size * 1.12 <= maxH && lines.every((l) => textW(l, size, true) <= maxW)) break
  }
  s +=
    text(mx, top - size * 0.2 - 56, tag, { size: Math.max(18, m * 0.03), bold: true, fill: dark ? p.soft : p.accent, extra: 'letter-spacing="5"' }) +
    rect(mx, top - size * 0.2 - 34, 80, 8, PINK, 4)
  s += lines.map((l, i) => text(mx, top + size * (0.85 + i * 1.12), l, { size, bold: true, fill: fg, extra: 'letter-spacing="-1"' })).join("")
  if (!tall)
    s +=
      `<g transform="translate(${n(W * 0.66)} ${n(H * 0.3)}) scale(${n(m * 0.0036 * 1000) / 1000}) rotate(-6 50 40)">${at(ICONS, 2)(p, r)}</g>` +
      `<g transform="translate(${n(W * 0.78)} ${n(H * 0.56)}) scale(${n(m * 0.0026 * 1000) / 1000}) rotate(5 50 40)">${at(ICONS, 0)(p, r)}</g>`
  const by = H - Math.max(48, H * 0.07),
    bs = Math.max(26, m * 0.04)
  return s + brandMark(mx, by - bs * 0.82, bs) + text(mx + bs * 1.4, by, "RAPPORT", { size: bs * 0.75, bold: true, fill: fg, extra: 'letter-spacing="6"' })
}

// ---- rasterise and encode ----
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 }
async function render(rec: AssetRecord & { art: Art }): Promise<{ buf: Buffer; quality: number; w: number; h: number }> {
  const a = rec.art,
    r = rngFor(rec.file),
    ext = path.extname(rec.file).toLowerCase()
  let w = Math.round(a.width),
    h = Math.round(a.height)
  if (w > MAX_WIDTH) {
    h = Math.round((h * MAX_WIDTH) / w)
    w = MAX_WIDTH
  }
  let master: Buffer // lossless raster, re-encoded below until it fits the size budget
  if (a.kind === "logo") {
    // Text width can only be estimated in SVG, so render generously, trim to the ink, then fit.
    const pad = Math.round(Math.min(w, h) * 0.08),
      big = await sharp(Buffer.from(logoArt(a, r, (h * 2) / 100)))
        .trim()
        .png()
        .toBuffer()
    master = await sharp(big)
      .resize(w - 2 * pad, h - 2 * pad, { fit: "contain", background: CLEAR })
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: CLEAR })
      .png()
      .toBuffer()
  } else {
    const vw = a.kind === "portrait" ? 400 : 1200,
      vh = (vw * h) / w
    const body =
      a.kind === "screen"
        ? screenArt(a, r, vw, vh)
        : a.kind === "scene"
          ? sceneArt(a, r, vw, vh)
          : a.kind === "portrait"
            ? portraitArt(a, r, vw, vh)
            : coverArt(a, r, vw, vh, rec.file)
    master = await sharp(Buffer.from(svgDoc(w, h, vw, vh, body)))
      .png()
      .toBuffer()
  }
  const steps = ext === ".png" ? [100, 80, 60, 40, 20] : ext === ".webp" ? [70, 60, 50, 40, 30] : [72, 64, 56, 48, 40, 32]
  let buf: Buffer = Buffer.alloc(0),
    quality = 0
  for (quality of steps) {
    const img = sharp(master)
    if (ext === ".png") buf = await img.png({ palette: true, compressionLevel: 9, quality, effort: 10 }).toBuffer()
    else if (ext === ".webp") buf = await img.webp({ quality, effort: 6 }).toBuffer()
    else if (ext === ".jpg" || ext === ".jpeg") buf = await img.flatten({ background: WHITE }).jpeg({ quality, mozjpeg: true }).toBuffer()
    else throw new Error(`unsupported format ${ext}`)
    if (buf.length <= MAX_BYTES) break
  }
  return { buf, quality, w, h }
}

function validArt(x: unknown): x is Art {
  const a = x as Partial<Art> | null
  return (
    !!a && KINDS.includes(a.kind as Kind) && typeof a.label === "string" && !!a.palette && a.palette in PALETTES && Number(a.width) > 0 && Number(a.height) > 0
  )
}

async function main(): Promise<void> {
  const args = process.argv.slice(2),
    force = args.includes("--force"),
    ri = args.indexOf("--root")
  const root = path.resolve(ri >= 0 ? (args[ri + 1] ?? "") : "cms/content/assets")
  const volumes = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, "_assets.json")))
        .sort()
    : []
  if (!volumes.length) {
    console.error(`No <volume>/_assets.json under ${root}`)
    process.exitCode = 1
    return
  }
  const rows: string[][] = [],
    missing: string[] = []
  let total = 0,
    count = 0
  for (const vol of volumes) {
    let records: AssetRecord[]
    try {
      records = JSON.parse(readFileSync(path.join(root, vol, "_assets.json"), "utf8")) as AssetRecord[]
    } catch (e) {
      console.error(`${vol}/_assets.json: ${(e as Error).message}`)
      process.exitCode = 1
      continue
    }
    for (const rec of Array.isArray(records) ? records : []) {
      // Manifests are hand-written: never follow a file name out of its volume folder.
      if (typeof rec.file !== "string" || rec.file !== path.basename(rec.file)) {
        console.warn(`${vol}: skipping unsafe file name ${JSON.stringify(rec.file)}`)
        continue
      }
      const out = path.join(root, vol, rec.file)
      if (force || !existsSync(out)) {
        if (!validArt(rec.art)) console.warn(`${vol}/${rec.file}: no usable "art", cannot draw it`)
        else {
          try {
            // one bad record should not stop the others
            const res = await render({ ...rec, art: rec.art })
            writeFileSync(out, res.buf)
            rows.push([
              `${vol}/${rec.file}`,
              (res.buf.length / 1024).toFixed(1),
              `${res.w}×${res.h}`,
              `${rec.art.kind}${rec.art.screen ? `/${rec.art.screen}` : ""}`,
              `q${res.quality}`,
            ])
          } catch (e) {
            console.error(`${vol}/${rec.file}: ${(e as Error).message}`)
          }
        }
      }
      if (existsSync(out)) {
        total += statSync(out).size
        count++
      } else missing.push(`${vol}/${rec.file}`)
    }
  }
  const head = ["file", "KB", "size", "art", "quality"],
    widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)))
  for (const row of [head, ...rows]) console.log(row.map((c, i) => (i === 1 ? c.padStart(at(widths, i)) : c.padEnd(at(widths, i)))).join("  "))
  console.log(`\n${rows.length} drawn; ${count} referenced files present, ${(total / 1024).toFixed(0)} KB in total.`)
  if (missing.length) {
    console.error(`Missing files:\n  ${missing.join("\n  ")}`)
    process.exitCode = 1
  }
}

void main()
