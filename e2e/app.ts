import type { Page } from "@playwright/test"

/**
 * The app has rendered the first page: Gatsby sets the 'onInitialClientRender' performance mark
 * when the first hydration commits. Network quiet is not enough: the boot scripts start after
 * the first paint and the first hydration runs in slices after the last of them arrived, so a
 * test that clicks at network idle can click a link or button React has not hydrated yet (a
 * link then loads the next page in full; a button does nothing).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle")
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)
}
