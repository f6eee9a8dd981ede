/** The items of a CMS list that are there: GraphQL lists may hold nulls (a deleted relation, a row a client cannot see). */
export function present<T>(items: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item !== null && item !== undefined)
}
