/**
 * Craft's element criteria, as far as the site uses them, over the local CMS's content: the
 * arguments of the root queries (`entries(section:, featuredArticle:, relatedToCategories:, …)`)
 * and of relation and Matrix fields (`blogCategories(level: 1)`, `thankYouNote(limit:, offset:)`).
 * Pure functions over the loaded store, so the GraphQL server stays a thin resolver map.
 */
import type { ContentStore, StoredAsset, StoredBlock, StoredCategory, StoredEntry, StoredRow, StoredUser } from "./content-store"

type Value = string | number | boolean
export interface Criteria {
  [argument: string]: unknown
}

const list = (value: unknown): Value[] | undefined =>
  value === undefined || value === null ? undefined : (Array.isArray(value) ? value : [value]).filter((v): v is Value => v !== null)
const strings = (value: unknown): string[] | undefined => list(value)?.map(String)
const oneOf = (wanted: string[] | undefined, actual: string | null | undefined): boolean =>
  wanted === undefined || (actual !== null && actual !== undefined && wanted.includes(actual))
const sameText = (wanted: string[] | undefined, actual: string | null | undefined): boolean =>
  wanted === undefined || (typeof actual === "string" && wanted.some((w) => w.toLowerCase() === actual.toLowerCase()))

/** GraphQL passes an explicit null for a variable left empty: treat it as "no criterion". */
const present = (given: Criteria | undefined): Criteria => Object.fromEntries(Object.entries(given ?? {}).filter(([, v]) => v !== null && v !== undefined))

/** limit and offset; Craft reads limit 0 and null as "no limit". */
export function page<T>(items: readonly T[], criteria: Criteria): T[] {
  const offset = typeof criteria.offset === "number" ? criteria.offset : 0
  const limit = typeof criteria.limit === "number" && criteria.limit > 0 ? criteria.limit : undefined
  return items.slice(offset, limit === undefined ? undefined : offset + limit)
}

/**
 * Craft's search, as far as the site uses it: 'title:*term*' (wildcard on the title),
 * 'title:term' and a plain term (matched against the title), case-insensitively. Terms
 * separated by spaces must all match, as in Craft ('title:*sales* title:*gmail*').
 */
export function matchesSearch(title: string | null, search: string): boolean {
  const haystack = (title ?? "").toLowerCase()
  return search
    .trim()
    .split(/\s+/)
    .map((term) =>
      term
        .replace(/^title:/i, "")
        .replace(/^\*+|\*+$/g, "")
        .toLowerCase(),
    )
    .every((wanted) => wanted === "" || haystack.includes(wanted))
}

export function matchesCategory(category: StoredCategory, given: Criteria): boolean {
  const c = present(given)
  return (
    oneOf(strings(c.id), category.id) &&
    oneOf(strings(c.uid), category.uid) &&
    oneOf(strings(c.slug), category.slug) &&
    oneOf(strings(c.group), category.groupHandle) &&
    sameText(strings(c.title), category.title) &&
    (typeof c.level !== "number" || c.level === category.level)
  )
}

/**
 * Craft's date criteria (`dateUpdated: ">= 2026-11-24T05:00:00+00:00"`, `postDate: ["and", ">= 2026-01-01", "< 2026-02-01"]`):
 * each item is a date with an optional comparison operator (>=, <=, >, <, =, !=; none means =);
 * a list matches when any item does, or every item when it starts with "and". An element without
 * the date matches no comparison. An item that is not a date is an error, as in Craft.
 */
export function matchesDate(actual: unknown, criterion: unknown): boolean {
  const items = strings(criterion)
  if (items === undefined) return true
  let glue: "and" | "or" = "or"
  if (items.length > 0 && /^(and|or)$/i.test(items[0]!)) glue = items.shift()!.toLowerCase() as "and" | "or"
  if (items.length === 0) return true
  const time = typeof actual === "string" ? Date.parse(actual) : Number.NaN
  const test = (item: string): boolean => {
    const [, operator = "=", date = ""] = /^\s*(>=|<=|!=|>|<|=)?\s*(.*?)\s*$/.exec(item) ?? []
    const wanted = Date.parse(date)
    if (Number.isNaN(wanted)) throw new Error(`"${item}" is not a date comparison (e.g. ">= 2026-11-24T05:00:00+00:00")`)
    if (Number.isNaN(time)) return false
    switch (operator) {
      case ">=":
        return time >= wanted
      case "<=":
        return time <= wanted
      case ">":
        return time > wanted
      case "<":
        return time < wanted
      case "!=":
        return time !== wanted
      default:
        return time === wanted
    }
  }
  return glue === "and" ? items.every(test) : items.some(test)
}

const matchesDates = (element: Record<string, unknown>, c: Criteria): boolean =>
  matchesDate(element.dateUpdated, c.dateUpdated) && matchesDate(element.dateCreated, c.dateCreated)

const matchesEntryCriteria = (entry: StoredEntry, c: Criteria): boolean =>
  oneOf(strings(c.id), entry.id) &&
  oneOf(strings(c.uid), entry.uid) &&
  oneOf(strings(c.section), entry.sectionHandle) &&
  oneOf(strings(c.type), entry.typeHandle) &&
  oneOf(strings(c.slug), entry.slug) &&
  oneOf(strings(c.uri), entry.uri) &&
  sameText(strings(c.title), entry.title)

const matchesAsset = (asset: StoredAsset, c: Criteria): boolean =>
  oneOf(strings(c.id), asset.id) &&
  oneOf(strings(c.uid), asset.uid) &&
  oneOf(strings(c.volume), asset.volume) &&
  oneOf(strings(c.filename), asset.filename) &&
  oneOf(strings(c.kind), asset.kind)

const matchesUser = (user: StoredUser, c: Criteria): boolean =>
  oneOf(strings(c.id), user.id) && oneOf(strings(c.uid), user.uid) && oneOf(strings(c.username), user.username)

/** Ids of the elements that any of the criteria objects matches (relatedToCategories: [{ slug: [...] }] …). */
function idsMatching<T extends { id: string }>(
  elements: readonly T[],
  criteria: unknown,
  matches: (element: T, c: Criteria) => boolean,
): Set<string> | undefined {
  const all = list(criteria as Value) as unknown as Criteria[] | undefined
  if (all === undefined) return undefined
  return new Set(elements.filter((e) => all.some((c) => matches(e, present(c)))).map((e) => e.id))
}

/** The relatedTo* arguments: the element must be related to one of the matching elements. */
function relationFilter(store: ContentStore, c: Criteria): ((related: ReadonlySet<string>) => boolean) | undefined {
  const wanted = [
    strings(c.relatedTo) && new Set(strings(c.relatedTo)),
    idsMatching(store.categories, c.relatedToCategories, (e, x) => matchesCategory(e, x)),
    idsMatching(store.entries, c.relatedToEntries, matchesEntryCriteria),
    idsMatching(store.assets, c.relatedToAssets, matchesAsset),
    idsMatching(store.users, c.relatedToUsers, matchesUser),
  ].filter((set): set is Set<string> => set !== undefined)
  if (wanted.length === 0) return undefined
  return (related) => wanted.every((ids) => [...ids].some((id) => related.has(id)))
}

/** A custom field's `[QueryArgument]` argument: `true`/`1`, `false`/`0`, ':notempty:', ':empty:', an id or a value. */
export function matchesFieldArgument(raw: unknown, wanted: Value[]): boolean {
  const value = typeof raw === "function" ? (raw as (args: Criteria) => unknown)({}) : raw
  const empty = value === null || value === undefined || value === "" || value === false || (Array.isArray(value) && value.length === 0)
  return wanted.some((w) => {
    if (w === ":notempty:") return !empty
    if (w === ":empty:") return empty
    if (w === true || w === 1 || w === "1" || w === "true") return value === true || (!empty && typeof value !== "boolean")
    if (w === false || w === 0 || w === "0" || w === "false") return empty
    if (Array.isArray(value)) return value.some((element) => String((element as { id?: unknown }).id) === String(w))
    return String(value) === String(w)
  })
}

function ordered<T>(items: T[], orderBy: unknown, key: (item: T, field: string) => string): T[] {
  const [field = "postDate", direction = "DESC"] = (typeof orderBy === "string" ? orderBy : "postDate DESC").split(/\s+/)
  const sign = direction.toUpperCase() === "ASC" ? 1 : -1
  return [...items].sort((a, b) => {
    const [ka, kb] = [key(a, field), key(b, field)]
    return ka < kb ? -sign : ka > kb ? sign : 0
  })
}

/** Entries matching every criterion, newest first unless orderBy says otherwise; disabled ones only in preview. */
export function filterEntries(store: ContentStore, candidates: readonly StoredEntry[], given: Criteria, preview: boolean, keepOrder = false): StoredEntry[] {
  const c = present(given)
  const related = relationFilter(store, c)
  const fieldArguments = Object.entries(c).filter(([name]) => store.customFieldArguments.has(name))
  const matching = candidates.filter(
    (e) =>
      (preview || e.enabled) &&
      matchesEntryCriteria(e, c) &&
      matchesDates(e, c) &&
      matchesDate(e.postDate, c.postDate) &&
      (typeof c.search !== "string" || matchesSearch(e.title, c.search)) &&
      (c.authorId === undefined || oneOf(strings(c.authorId), e.authorId)) &&
      (related === undefined || related(e.relatedIds)) &&
      fieldArguments.every(([name, wanted]) => matchesFieldArgument(e[name], list(wanted) ?? [])),
  )
  const sorted =
    keepOrder && c.orderBy === undefined
      ? matching
      : ordered(matching, c.orderBy, (e, field) => (field === "title" ? (e.title ?? "").toLowerCase() : String(e[field] ?? "")))
  return page(sorted, c)
}

export const filterCategories = (categories: readonly StoredCategory[], given: Criteria): StoredCategory[] =>
  page(
    categories.filter((category) => matchesCategory(category, given)),
    present(given),
  )
export const filterAssets = (assets: readonly StoredAsset[], given: Criteria): StoredAsset[] =>
  page(
    assets.filter((asset) => matchesAsset(asset, present(given)) && matchesDates(asset, present(given))),
    present(given),
  )
export const filterUsers = (users: readonly StoredUser[], given: Criteria): StoredUser[] =>
  page(
    users.filter((user) => matchesUser(user, present(given))),
    present(given),
  )

/** Matrix blocks and Super Table rows: by id, block type and relations, in the editor's order. */
/** The block-query arguments Matrix blocks and Super Table rows share (CRAFT.md: fieldId, primaryOwnerId, typeId; no ownerId). */
const ownedBy = (c: Criteria, block: { id: string; uid: string; fieldId: number; typeId: number; primaryOwnerId: number | null }): boolean =>
  oneOf(strings(c.id), block.id) &&
  oneOf(strings(c.uid), block.uid) &&
  oneOf(strings(c.fieldId), String(block.fieldId)) &&
  oneOf(strings(c.typeId), String(block.typeId)) &&
  oneOf(strings(c.primaryOwnerId), block.primaryOwnerId === null ? null : String(block.primaryOwnerId))

export function filterBlocks(store: ContentStore, blocks: readonly StoredBlock[], given: Criteria): StoredBlock[] {
  const c = present(given)
  const related = relationFilter(store, c)
  return page(
    blocks.filter((b) => ownedBy(c, b) && oneOf(strings(c.type), b.typeHandle ?? undefined) && (related === undefined || related(b.relatedIds))),
    c,
  )
}

/** A Super Table field's rows by the block-query arguments (a Super Table field has one row type, so `type` does not narrow). */
export function filterRows(rows: readonly StoredRow[], given: Criteria): StoredRow[] {
  const c = present(given)
  return page(
    rows.filter((row) => ownedBy(c, row)),
    c,
  )
}
