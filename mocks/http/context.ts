import type { Row } from '../db/db'
import type { MockHost } from './host'
import type { RequestInput } from './body'
import type { SessionRow } from './session'

export interface UserRow extends Row {
  name: string
  surname: string | null
  email: string
  password: string
  role_id: number | null
  email_verified_at: string | null
  /** Set while an admin account is deactivated: no login, sessions answer 401. */
  deactivated_at?: string | null
}

/** Everything a route handler may read about the request it serves. */
export interface RequestContext {
  host: MockHost
  request: Request
  url: URL
  /** Path without the API host's own prefix, e.g. /api/contacts/3. */
  path: string
  method: string
  params: Record<string, string>
  query: URLSearchParams
  input: RequestInput
  session: SessionRow | null
  user: UserRow | null
  /** Replace the session (login, logout); its cookies go out with the response. */
  setSession(session: SessionRow | null): void
}

/** The logged-in user, for handlers whose route requires auth. */
export function authUser(ctx: RequestContext): UserRow {
  if (!ctx.user) throw new Error('route requires auth')
  return ctx.user
}
