/** Craft's uri → the site path: '__home__' is '/', an entry without uri has no page. */
export function entryPath(uri: string | null | undefined): string | null {
  if (uri === null || uri === undefined || uri === "") return null
  if (uri === "__home__") return "/"
  return `/${uri.replace(/^\/+|\/+$/g, "")}`
}
