import type { SetupServer } from 'msw/node'

/** Longer than any answer takes on a busy machine; past it, the next test starts anyway. */
const SETTLE_LIMIT_MS = 15_000

/**
 * Waits, on demand, until every request `server` has seen is answered. A test's app can leave
 * reads in flight when it is unmounted; answered after the next test has reset the host and
 * signed in, such a read's Set-Cookie puts the old, reset session back in the jar, and that
 * test's next call gets a 401 (seen on two busy cores, never on an idle machine). Harnesses
 * call the returned function before they reset or sign in.
 */
export function trackOpenRequests(server: SetupServer): () => Promise<void> {
  const open = new Set<string>()
  server.events.on('request:start', ({ requestId }) => open.add(requestId))
  server.events.on('request:end', ({ requestId }) => open.delete(requestId))
  server.events.on('unhandledException', ({ requestId }) => open.delete(requestId))
  return async function settled() {
    const limit = Date.now() + SETTLE_LIMIT_MS
    while (open.size > 0 && Date.now() < limit) await new Promise((r) => setTimeout(r, 5))
  }
}
