import { startMockHost as startHost } from '@/test/mock-host'
import { STAFF } from '@/test/session-steps'

/** The whole mock host for a test file, signed in once as `email`. */
export function startMockHost(email = STAFF) {
  const host = startHost({ signedIn: email })
  return { api: () => host.api, requests: host.requests, use: host.use }
}

/** The list requests made to one API family. */
export const listRequests = (requests: string[], family: string) =>
  requests.filter((r) => r.startsWith(`GET /api/${family}?`))
