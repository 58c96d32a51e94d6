import type { SetupServer } from 'msw/node'

/** Longer than any answer takes on a busy machine; past it, the next test starts anyway. */
const SETTLE_LIMIT_MS = 15_000
/** With requests open and none answered for this long, the open ones are taken as held forever. */
const STALLED_MS = 4_000

/**
 * Waits, on demand, until every request `server` has seen is answered. A test's app can leave
 * reads in flight when it is unmounted; answered after the next test has reset the host and
 * signed in, such a read's Set-Cookie puts the old, reset session back in the jar, and that
 * test's next call gets a 401 (seen on two busy cores, never on an idle machine). Harnesses
 * call the returned function before they reset or sign in.
 *
 * A test may hold a request on purpose (a handler that never answers): once waited for, such
 * requests are forgotten, so the tests after it do not wait for them again.
 */
export function trackOpenRequests(
  server: SetupServer,
  { stalledMs = STALLED_MS } = {},
): () => Promise<void> {
  const open = new Set<string>()
  let lastAnswer = Date.now()
  const answered = (requestId: string) => {
    open.delete(requestId)
    lastAnswer = Date.now()
  }
  server.events.on('request:start', ({ requestId }) => open.add(requestId))
  server.events.on('request:end', ({ requestId }) => answered(requestId))
  server.events.on('unhandledException', ({ requestId }) => answered(requestId))
  return async function settled() {
    const started = Date.now()
    const waiting = () => {
      const now = Date.now()
      return now - started < SETTLE_LIMIT_MS && now - Math.max(lastAnswer, started) < stalledMs
    }
    while (open.size > 0 && waiting()) {
      await new Promise((r) => setTimeout(r, 5))
    }
    open.clear()
  }
}
