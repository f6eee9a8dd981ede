/**
 * The environment a Function runs in, read when it runs (not when it is built): Gatsby inlines
 * `process.env.X` into Function bundles at build time, so the environment is read through
 * globalThis, which the bundler leaves alone.
 */
export type RuntimeEnv = Record<string, string | undefined>

export function runtimeEnv(): RuntimeEnv {
  return (globalThis as { process?: { env?: RuntimeEnv } }).process?.env ?? {}
}
