/**
 * The mechanisms that claim speed, each of which a build can leave out, for a measurement of
 * what it buys (`npm run perf:mechanisms`, scripts/perf/mechanisms.ts: the site built without
 * one, measured beside the site as it is, interleaved). Never set for a build that is served:
 * a build without one of them is the site as Gatsby alone would make it, slower by design.
 *
 *   GATSBY_SITE_RUNTIME_WITHOUT=boot-after-paint npm run build
 *
 * The variable is a GATSBY_ one because one mechanism is in the browser bundle
 * (src/runtime/deferred-hydration.tsx reads it there, where Gatsby inlines it at build time);
 * that one is left out only when the variable names it alone.
 */
export const MECHANISMS = {
  "boot-after-paint": "Gatsby's boot scripts as Gatsby writes them (async tags the parser finds), not requested after the first paint (boot-after-paint.ts)",
  "stylesheet-link": "the whole stylesheet inlined in every page's head, as Gatsby does, not linked (stylesheet-link.tsx)",
  "short-class-names": "CSS-module class names as Gatsby names them, not six letters (short-class-names.ts)",
  "compile-hints":
    "every script compiled by V8 as Gatsby leaves it, each function on the main thread when first called, not ahead as the file streams in (compile-hints.ts)",
  "dead-code-stubs": "Gatsby's modules that cannot run in this build left in the bundle (production-dead-code.ts)",
  "hydrate-in-transition":
    "the first hydration in React's default lane, one long task, not in 5 ms slices of a transition (plugins/gatsby-plugin-hydrate-in-transition)",
  "deferred-hydration":
    "every part below the fold hydrating with the page as React does with a lazy part (its code requested at once), not when it nears the viewport (src/runtime/deferred-hydration.tsx)",
} as const

export type Mechanism = keyof typeof MECHANISMS

export const SWITCH_VARIABLE = "GATSBY_SITE_RUNTIME_WITHOUT"

/** The mechanisms the environment leaves out; an unknown name stops the build (a typo must not measure the site as it is). */
export function switchedOffIn(env: NodeJS.ProcessEnv = process.env): ReadonlySet<Mechanism> {
  const names = (env[SWITCH_VARIABLE] ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of names)
    if (!(name in MECHANISMS)) throw new Error(`${SWITCH_VARIABLE}: "${name}" is not a mechanism; one of ${Object.keys(MECHANISMS).join(", ")}`)
  return new Set(names as Mechanism[])
}

export const switchedOff = (mechanism: Mechanism, env: NodeJS.ProcessEnv = process.env): boolean => switchedOffIn(env).has(mechanism)
