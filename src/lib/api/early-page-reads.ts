import { signInOptions, takeEarlyRead } from './early-reads'
import { http } from './http'

// Apart from early-reads.ts (the user and the settings, which every page reads): only the
// portals' overviews read these, and /login's chunk does not carry them.

/**
 * The page's own read index.html starts early when the visit opens that page (the two
 * overviews: their figures are what the visitor waits for). Kept equal by a test.
 */
export const EARLY_PAGE_READS = {
  '/investor': '/api/stats/investor',
  '/admin': '/api/stats/overview',
} as const

/**
 * A page's early read (EARLY_PAGE_READS) when it answered 200: its body, once. Anything else
 * (a 401 before login, a 403) is left to the app's own request and its handling.
 */
export async function takeEarlyPageRead(path: string): Promise<{ body: unknown } | null> {
  const early = await takeEarlyRead(path)
  return early?.status === 200 ? { body: early.body } : null
}

/**
 * GET one of the pages' own reads (EARLY_PAGE_READS): index.html's early answer when it has
 * a 200, else the host's, with the 401 handler kept out when the query's `meta` says the
 * read was asked before sign-in. The body comes back as sent, for the caller's decoder.
 */
export async function readPageData(
  path: (typeof EARLY_PAGE_READS)[keyof typeof EARLY_PAGE_READS],
  signal?: AbortSignal,
  meta?: Record<string, unknown>,
): Promise<unknown> {
  const early = await takeEarlyPageRead(path)
  if (early) return early.body
  return (await http.get<unknown>(path, { signal, ...signInOptions(meta) })).data
}
