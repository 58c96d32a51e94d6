/**
 * Error answers the sweep checks against the contract: a representative request for each
 * Laravel error status, sent to a fresh host. Each must come back with exactly that status,
 * declared by the operation the URL belongs to, with a body that matches the declaration.
 */
import { INVESTOR, NEW_INVESTOR, SUPERADMIN, type Call } from './sweep-env'

export type ErrorCase = Call & { status: number }

const ENTREPRENEUR = 'entrepreneur@example.com'
const CUSTODIAN = 'custodian@example.com'
const MISSING = 999999

const call = (
  status: number,
  as: string | null,
  method: string,
  url: string,
  body?: unknown,
  extra: Partial<Call> = {},
): ErrorCase => ({ status, as, method, url, body, ...extra })

/** No session: the guest holds the csrf cookie, so writes get past CSRF to auth. */
const UNAUTHENTICATED: ErrorCase[] = [
  call(401, null, 'GET', '/api/user'),
  call(401, null, 'GET', '/api/contacts'),
  call(401, null, 'GET', '/api/contacts/1'),
  call(401, null, 'POST', '/api/contacts', {}),
  call(401, null, 'DELETE', '/api/contacts/1'),
  call(401, null, 'GET', '/api/investments/user'),
  call(401, null, 'GET', '/api/notifications/user'),
  call(401, null, 'GET', '/api/stats/overview'),
  call(401, null, 'GET', '/api/reports/wip'),
  call(401, null, 'POST', '/api/compliance/answers', {}),
  call(401, null, 'POST', '/logout', {}),
  call(401, null, 'GET', '/storage/documents/1/investor-application-form.pdf'),
]

/** A role the table (SPEC §6) does not grant, or an investor outside their scope. */
const FORBIDDEN: ErrorCase[] = [
  call(403, ENTREPRENEUR, 'GET', '/api/contacts'),
  call(403, ENTREPRENEUR, 'GET', '/api/contacts/1'),
  call(403, INVESTOR, 'GET', '/api/pipeline-deals'),
  call(403, INVESTOR, 'POST', '/api/pipeline-deals', {}),
  call(403, INVESTOR, 'GET', '/api/notifications/admin'),
  call(403, INVESTOR, 'POST', '/api/investments/manual', {}),
  call(403, INVESTOR, 'GET', '/api/stats/overview'),
  call(403, CUSTODIAN, 'GET', '/api/reports/kpis'),
  call(403, SUPERADMIN, 'POST', '/api/compliance/answers', {}),
  // Cash calls need investment_opportunity_live_cash_call, which the Entrepreneur lacks.
  call(403, ENTREPRENEUR, 'POST', '/api/investments/mark-paid', { ids: [1] }),
  call(403, ENTREPRENEUR, 'POST', '/api/investments/1/cancel', {}),
  // Only the investor a market sounding was sent to may answer it (seed: id 1 is investor@'s).
  call(403, SUPERADMIN, 'POST', '/api/market-soundings/1/respond', { response: 'finance' }),
  // The broadcaster refuses a channel that is not the user's own (and a guest) with 403.
  call(403, INVESTOR, 'POST', '/api/broadcasting/auth', {
    socket_id: '1234.5678',
    channel_name: 'private-App.Models.User.1',
  }),
  call(403, null, 'POST', '/api/broadcasting/auth', {
    socket_id: '1234.5678',
    channel_name: 'private-App.Models.User.1',
  }),
]

const NOT_FOUND: ErrorCase[] = [
  call(404, SUPERADMIN, 'GET', `/api/contacts/${MISSING}`),
  call(404, SUPERADMIN, 'PATCH', `/api/contacts/${MISSING}`, {}),
  call(404, SUPERADMIN, 'DELETE', `/api/contacts/${MISSING}`),
  // Laravel routes a PATCH to the {id} route whatever the segment, so this is a 404, not a 405.
  call(404, SUPERADMIN, 'PATCH', '/api/contacts/export', {}),
  call(404, null, 'GET', `/api/branding/${MISSING}`),
  call(404, INVESTOR, 'POST', '/api/notifications/user/mark-read/no-such-notification', {}),
  call(404, SUPERADMIN, 'GET', `/api/stats/funds/${MISSING}`),
  call(404, SUPERADMIN, 'POST', `/api/investments/${MISSING}/stripe`, {}),
  call(404, SUPERADMIN, 'POST', `/api/investment-opportunities/${MISSING}/clone`, {}),
  call(404, SUPERADMIN, 'POST', `/api/investment-opportunities/${MISSING}/cash-calls`, {}),
  call(404, SUPERADMIN, 'POST', `/api/investments/${MISSING}/cancel`, {}),
  call(404, INVESTOR, 'GET', `/api/compliance/settings/${MISSING}`),
  call(404, INVESTOR, 'POST', `/api/market-soundings/${MISSING}/respond`, { response: 'finance' }),
  // A private file answers as a missing one would (seed: document 16 is investor@'s, private).
  call(404, INVESTOR, 'GET', '/storage/documents/16/inv-000004-eid-check.pdf'),
  call(404, INVESTOR, 'GET', `/storage/documents/${MISSING}/missing.pdf`),
]

/** spatie/laravel-query-builder's InvalidQuery answers. */
const BAD_QUERY: ErrorCase[] = [
  call(400, SUPERADMIN, 'GET', '/api/contacts?filter[nope]=1'),
  call(400, SUPERADMIN, 'GET', '/api/contacts?sort=nope'),
  call(400, SUPERADMIN, 'GET', '/api/contacts?include=nope'),
  call(400, SUPERADMIN, 'GET', '/api/contacts/1?include=nope'),
  call(400, SUPERADMIN, 'GET', '/api/contacts/export?filter[nope]=1'),
  call(400, SUPERADMIN, 'GET', '/api/pipeline-deals?sort=nope'),
  call(400, INVESTOR, 'GET', '/api/user?include=nope'),
  call(400, INVESTOR, 'GET', '/api/investments/user?include=nope'),
]

const noCsrf = { noCsrf: true }
const CSRF: ErrorCase[] = [
  call(419, SUPERADMIN, 'POST', '/api/contacts', {}, noCsrf),
  call(419, SUPERADMIN, 'PATCH', '/api/contacts/1', {}, noCsrf),
  call(419, SUPERADMIN, 'DELETE', '/api/contacts/1', undefined, noCsrf),
  call(419, INVESTOR, 'POST', '/api/support/contact', {}, noCsrf),
  call(419, INVESTOR, 'POST', '/logout', {}, noCsrf),
  call(419, null, 'POST', '/login', { email: INVESTOR, password: 'password' }, noCsrf),
]

const INVALID: ErrorCase[] = [
  call(422, SUPERADMIN, 'POST', '/api/contacts', {}),
  call(422, SUPERADMIN, 'PATCH', '/api/contacts/1', { email: 'not-an-email' }),
  call(422, SUPERADMIN, 'POST', '/api/branding', { page_title: 12 }),
  call(422, null, 'POST', '/login', { email: INVESTOR, password: 'wrong-password' }),
  call(422, null, 'POST', '/register', {}),
  call(422, INVESTOR, 'POST', '/api/investments', {}),
  call(422, NEW_INVESTOR, 'POST', '/api/compliance/answers', {}),
  call(422, INVESTOR, 'POST', '/api/support/contact', {}),
  call(422, INVESTOR, 'POST', '/api/market-soundings/1/respond', { response: 'maybe' }),
  call(422, SUPERADMIN, 'POST', '/api/investment-opportunities/1/cash-calls', {
    due_date: '2000-01-01',
  }),
  call(422, SUPERADMIN, 'POST', '/api/investments/mark-paid', { ids: [] }),
]

/** Wrong verbs on paths the contract has a POST for (Laravel's 405, with an Allow header). */
export const WRONG_VERB: ErrorCase[] = [
  call(405, SUPERADMIN, 'POST', '/api/contacts/1', {}),
  call(405, SUPERADMIN, 'POST', '/api/branding/1', { _method: 'DELETE' }, { form: true }),
]

/** While POST /__mock/maintenance {enabled: true} holds. */
export const MAINTENANCE: ErrorCase[] = [
  call(503, null, 'GET', '/sanctum/csrf-cookie'),
  call(503, null, 'POST', '/login', { email: INVESTOR, password: 'password' }),
  call(503, null, 'GET', '/api/branding/1'),
  call(503, INVESTOR, 'GET', '/api/user'),
  call(503, SUPERADMIN, 'GET', '/api/contacts'),
  call(503, SUPERADMIN, 'POST', '/api/contacts', {}),
  call(503, INVESTOR, 'GET', '/api/notifications/user'),
]

export const ERROR_CASES: ErrorCase[] = [
  ...UNAUTHENTICATED,
  ...FORBIDDEN,
  ...NOT_FOUND,
  ...BAD_QUERY,
  ...CSRF,
  ...INVALID,
  ...WRONG_VERB,
]
