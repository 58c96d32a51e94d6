import { test as base, type BrowserContext } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Journeys that begin with `freshStart` or `signedInAs` share one browser context per worker,
 * page included. Each still starts from the seed with no session and empty web storage
 * (`restartInPlace` in ./session), but on the page the journey before left running: its
 * in-browser host resets in place, so a start is a few API calls and the journey's own first
 * page, instead of a new context, the login page and the host's start (about 2 of a start's
 * 4-6 CPU-seconds). A failed journey still ends its worker, so a retry, and the journeys after
 * a failure, begin in a new context.
 *
 * A spec whose journeys need a context of their own imports `test` from '@playwright/test':
 * a first visit, a blocked service worker, a touch screen, or a journey that does not start
 * through ./session.
 */
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      })
      await provide(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  context: async ({ workerContext }, provide) => {
    await provide(workerContext)
    // What a journey set on the context must not reach the next one.
    await workerContext.unrouteAll({ behavior: 'ignoreErrors' })
  },
  page: async ({ context, viewport }, provide) => {
    const [kept, ...others] = context.pages()
    await Promise.all(others.map((other) => other.close()))
    const page = kept && !kept.isClosed() ? kept : await context.newPage()
    // `test.use({ viewport })` or a resize by the journey before: each journey gets its own.
    if (viewport) await page.setViewportSize(viewport)
    await provide(page)
    if (page.isClosed()) return
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    // A journey's listeners (a dialog it dismisses, errors it collects) end with it.
    for (const event of ['console', 'dialog', 'pageerror', 'request', 'response'] as const)
      page.removeAllListeners(event)
  },
})
