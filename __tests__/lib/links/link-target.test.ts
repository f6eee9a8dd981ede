import { linkKind, linkTargetAttributes } from "../../../src/lib/links/link-target"

test.each([
  ["https://workspace.google.com/marketplace", undefined, { target: "_blank", rel: "noopener noreferrer" }],
  ["http://example.com", null, { target: "_blank", rel: "noopener noreferrer" }],
  ["/pricing", undefined, {}],
  ["resources/crm-101", undefined, {}],
  ["mailto:hello@rapport.example", undefined, {}],
  ["https://app.rapport.example/users/sign_in", "_self", { target: "_self" }],
  ["/pricing", "_blank", { target: "_blank", rel: "noopener noreferrer" }],
  ["https://example.com", "_parent", { target: "_blank", rel: "noopener noreferrer" }],
])("%s (target %s) → %j", (url, target, expected) => {
  expect(linkTargetAttributes(url, target)).toEqual(expected)
})

test("a URL with '://' anywhere is external (SPEC 2.9)", () => {
  expect(linkKind("https://x.example")).toBe("external")
  expect(linkKind("/go?to=https://x.example")).toBe("external")
  expect(linkKind("/pricing")).toBe("internal")
})
