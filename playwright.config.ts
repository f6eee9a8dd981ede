import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, chromiumPath } from "./scripts/chromium"

/**
 * Browser tests against the production build, served the way `npm run serve` serves it
 * (the local CMS starts too, for the Functions). Build first: `npm run build`.
 * Debian's Chromium only: never a downloaded browser.
 */
const port = Number(process.env.E2E_PORT ?? 9100)
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One worker, in CI as locally: on these 2-core machines the served site, the browser and
  // the runner share the cores, two workers finished the suite no sooner (9.0 min against 8.5)
  // and pushed hydration-timed homepage tests (exit intent, axe after scrolling) past their
  // timeouts in clean-clone runs. `npm run test:e2e` (scripts/browser-tests.ts) runs the
  // read-only axe scans afterwards on two workers.
  workers: 1,
  retries: 0,
  // E2E_JSON_REPORT: scripts/browser-tests.ts reads each pass's results back to recap the
  // failures at the very end of its output, where a CI log's tail shows them.
  reporter: [
    ["list"],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
    ...(process.env.E2E_JSON_REPORT ? [["json", { outputFile: process.env.E2E_JSON_REPORT }] as const] : []),
  ],
  timeout: 30_000,
  use: {
    baseURL,
    // A trace of each failed test, locally. Not in CI: recording one costs every test its
    // snapshots and screenshots (three specs of 97 tests: 2.3 min without against 2.6-2.9 with,
    // 2026-12-01), and a clean-clone run's test-results/ is thrown away with the clone; the
    // recap at the end of the log (scripts/browser-tests.ts) names each failure and its error.
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [...CHROMIUM_FLAGS, "--disable-gpu"],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      testMatch: /\.(mobile|all)\.spec\.ts$/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `npx tsx scripts/with-cms.ts tsx publisher/serve-cli.ts --port ${port} --host 127.0.0.1`,
        // The suite sends more leads from 127.0.0.1 than a person would (about 40 a run), and the
        // count is kept in the lead database (features/lead-capture/server/shared-rate-limit.ts), so it outlasts the
        // server: a five-minute window lets a run follow another; e2e/landing-forms.all.spec.ts
        // exhausts the allowance of an address of its own to see the 429 (also in jest).
        // Likewise the CMS proxies' limit (lib/cms-proxy/proxy.ts, 60 a minute by default): the suite
        // pages through notes and results from one address faster than a person; jest tests the 429.
        env: { ...(process.env as Record<string, string>), LEADS_RATE_LIMIT: "120/300", CMS_PROXY_RATE_LIMIT: "600/60" },
        url: `${baseURL}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: "ignore",
        stderr: "pipe",
      },
})
