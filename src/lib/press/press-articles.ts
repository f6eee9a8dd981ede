/**
 * What /press shows of the press section (SPEC 3.13: articleTitle, articleUrl, source): each
 * article's headline linking to the publication, the publication's name and the date, newest
 * first. Pure; the template reads the entries and renders this list.
 */
import { formatDate } from "../text/dates"

export interface PressArticleEntry {
  id: string
  title?: string | null
  articleTitle?: string | null
  articleUrl?: string | null
  source?: string | null
  postDate?: string | null
}

export interface PressArticleItem {
  id: string
  /** The article's own headline; the entry title when the editor left it empty. */
  headline: string
  /** The article at its publication: an absolute http(s) URL, or null when the entry has none (the headline is then shown unlinked). */
  url: string | null
  source: string | null
  /** ISO date for <time dateTime>, and how it reads. */
  date: string | null
  dateLabel: string
}

const trimmed = (value: string | null | undefined): string | null => {
  const text = value?.trim()
  return text ? text : null
}

/** Only absolute http(s) URLs leave the site from /press: a relative or javascript: value is an editing mistake. */
export function articleHref(url: string | null | undefined): string | null {
  const text = trimmed(url)
  if (!text) return null
  try {
    const parsed = new URL(text)
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null
  } catch {
    return null
  }
}

const timeOf = (iso: string | null): number => {
  const time = iso ? Date.parse(iso) : Number.NaN
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}

/** Newest first; undated articles last; then by headline, so every build lists them alike. An article with neither headline nor title is left out. */
export function pressArticleList(entries: ReadonlyArray<PressArticleEntry | null | undefined>): PressArticleItem[] {
  const items: PressArticleItem[] = []
  for (const entry of entries) {
    if (!entry) continue
    const headline = trimmed(entry.articleTitle) ?? trimmed(entry.title)
    if (!headline) continue
    const date = trimmed(entry.postDate)
    const dateLabel = date ? formatDate(date) : ""
    items.push({ id: entry.id, headline, url: articleHref(entry.articleUrl), source: trimmed(entry.source), date: dateLabel ? date : null, dateLabel })
  }
  return items.sort((a, b) => timeOf(b.date) - timeOf(a.date) || a.headline.localeCompare(b.headline, "en"))
}
