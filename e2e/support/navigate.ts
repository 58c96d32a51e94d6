import { expect, type Page } from '@playwright/test'

/**
 * Moves the already-loaded app to `path` the way its own links do (history + the router's
 * popstate listener), without a full load. In mock mode a full load restarts the in-browser
 * host and restores its database before the page can answer; a sweep over many pages that
 * only needs each page rendered pays that once. Journeys about deep links or reloads use
 * page.goto on purpose.
 */
export async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, path)
  const target = new URL(path, page.url())
  await expect(page).toHaveURL(target.href)
  // The router commits a route it has already loaded within a frame or two; a sweep's first
  // page is a full load (page.goto), so later pages of the same portal are already loaded.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}
