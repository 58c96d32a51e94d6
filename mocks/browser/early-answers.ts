import { EARLY_READ_PATHS, offerEarlyReads, type EarlyAnswer } from '../../src/lib/api/early-reads'
import { EARLY_PAGE_READS } from '../../src/lib/api/early-page-reads'

/**
 * Mock mode's early reads, as index.html's are in live mode (src/lib/api/early-reads.ts): a
 * returning visit's portal page asks the in-browser host for who is signed in and the page's
 * own figures as soon as the host holds its rows, in the page itself, instead of waiting for
 * msw's service worker to start and carry the app's requests there and back (issue 27: the
 * benchmark's mock /investor and /admin within 1.5x live).
 *
 * The page (src/app/boot.ts) asks before the host's code has arrived; the host answers once
 * it is up (mocks/browser.ts). An answer is a 200 or a 401 (the statuses index.html keeps);
 * anything else, or a host that does not come up, is null and the app makes its own request.
 */
const asked = new Map<string, (answer: EarlyAnswer | null) => void>()

/** The answers to `paths` (each by its path, relative to the API host), once the host is up. */
export function askHostEarly(
  paths: readonly string[],
): Record<string, Promise<EarlyAnswer | null>> {
  const answers: Record<string, Promise<EarlyAnswer | null>> = {}
  for (const path of paths) answers[path] = new Promise((resolve) => asked.set(path, resolve))
  return answers
}

/**
 * The host answers what the page asked, each read with `read` (null: leave it to the app's
 * own request), once; a host that cannot answer calls this with `() => null`.
 */
export async function answerEarly(read: (path: string) => Promise<EarlyAnswer | null> | null) {
  const paths = [...asked.keys()]
  await Promise.all(
    paths.map(async (path) => {
      const resolve = asked.get(path)
      asked.delete(path)
      resolve?.(await Promise.resolve(read(path)).catch(() => null))
    }),
  )
}

/**
 * Offers the app the host's early answers for a portal page at `pathname` (who is signed in,
 * and the overviews' figures), by URL on `apiUrl`, as index.html offers its own.
 */
export function offerHostAnswers(pathname: string, apiUrl: string) {
  const page = pathname.replace(/\/+$/, '')
  const pageRead =
    page in EARLY_PAGE_READS ? [EARLY_PAGE_READS[page as keyof typeof EARLY_PAGE_READS]] : []
  const answers = askHostEarly([EARLY_READ_PATHS.currentUser, ...pageRead])
  offerEarlyReads(
    Object.fromEntries(Object.entries(answers).map(([path, answer]) => [apiUrl + path, answer])),
  )
}
