/**
 * Resolves once the page has rendered what it can: the browser's next idle period, or after
 * `timeout` ms at the latest (a busy page still gets there). Without requestIdleCallback, a
 * short timer. An aborted signal cancels the wait (the promise then never settles).
 */
export function whenIdle({
  timeout = 1000,
  signal,
}: { timeout?: number; signal?: AbortSignal } = {}) {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => resolve(), { timeout })
      signal?.addEventListener('abort', () => window.cancelIdleCallback(handle), { once: true })
    } else {
      const handle = window.setTimeout(resolve, Math.min(200, timeout))
      signal?.addEventListener('abort', () => window.clearTimeout(handle), { once: true })
    }
  })
}
