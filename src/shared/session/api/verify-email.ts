import { queryOptions } from '@tanstack/react-query'
import { http } from '@/lib/api'

export const emailVerificationKeys = {
  all: ['email-verification'] as const,
  link: (id: string, hash: string, search: string) =>
    ['email-verification', id, hash, search] as const,
}

/**
 * GET /email/verify/{id}/{hash} (openapi session.yaml), the call behind the emailed link. The
 * link's query (Laravel signs it with `expires` and `signature`) is passed on unchanged. A 401
 * is an answer here (the visitor must log in first), not a reason to leave for the logout page.
 */
export async function verifyEmail(id: string, hash: string, search: string): Promise<true> {
  const path = `/email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}`
  await http.get(`${path}${search}`, { skipUnauthorisedHandler: true })
  return true
}

/** A query (not a mutation) so a StrictMode double mount or a re-render asks only once. */
export const verifyEmailQuery = (id: string, hash: string, search: string) =>
  queryOptions({
    queryKey: emailVerificationKeys.link(id, hash, search),
    queryFn: () => verifyEmail(id, hash, search),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })
