import { defineAction, registerActions } from '../engine/actions'
import { grants, opportunityResource } from '../engine/grants'
import type { Database, Row } from '../db/db'
import { timestamp } from '../db/db'
import type { RequestContext, UserRow } from '../http/context'
import type { Router } from '../http/router'
import { json } from '../http/responses'
import { INVESTOR_ROLE, type Resource } from '../../src/lib/permissions'
import { notifyStaff } from '../host/notify'
import { readableOpportunityIds } from '../resources/groups/deals-access'
import { opportunityPath } from '../../src/lib/navigation/paths'

export interface SearchHit {
  type: string
  id: number
  title: string
  subtitle: string | null
  url: string
}

const MAX_HITS = 20
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
const fullName = (r: Row) => `${text(r.name)} ${text(r.surname)}`.trim()

const opportunityUrl = (o: Row) => opportunityPath(Number(o.id), Number(o.stage))

interface Source {
  table: string
  resource: Resource | ((row: Row) => Resource | null)
  where?: (row: Row) => boolean
  haystack: (row: Row) => string[]
  hit: (row: Row) => Omit<SearchHit, 'type' | 'id'>
}

/** What staff search, each guarded by the permission that lists it (SPEC §6). */
const STAFF_SOURCES: Source[] = [
  {
    table: 'users',
    resource: 'investors',
    where: (r) => r.role_id === INVESTOR_ROLE,
    haystack: (r) => [fullName(r), text(r.email), text(r.investor_reference)],
    hit: (r) => ({
      title: fullName(r),
      subtitle: text(r.email),
      url: `/admin/investors/${r.id}/details`,
    }),
  },
  {
    table: 'contacts',
    resource: 'investors',
    haystack: (r) => [`${text(r.first_name)} ${text(r.last_name)}`, text(r.email), text(r.company)],
    hit: (r) => ({
      title: `${text(r.first_name)} ${text(r.last_name)}`.trim(),
      subtitle: text(r.company) || text(r.email),
      url: `/admin/investors/contacts/${r.id}/details`,
    }),
  },
  {
    table: 'organisations',
    resource: 'investors',
    haystack: (r) => [text(r.name), text(r.company_number)],
    hit: (r) => ({
      title: text(r.name),
      subtitle: text(r.city) || null,
      url: `/admin/investors/organisations/${r.id}/details`,
    }),
  },
  {
    table: 'investment-opportunities',
    resource: opportunityResource,
    haystack: (r) => [text(r.name), text(r.company_name)],
    hit: (r) => ({
      title: text(r.name),
      subtitle: text(r.company_name) || null,
      url: opportunityUrl(r),
    }),
  },
  {
    table: 'pipeline-deals',
    resource: 'pipeline_deals',
    haystack: (r) => [text(r.name), text(r.company_name), text(r.contact_name)],
    hit: (r) => ({
      title: text(r.name),
      subtitle: text(r.company_name) || null,
      url: `/admin/investments/deals/${r.id}/key-information`,
    }),
  },
  {
    table: 'funds',
    resource: 'funds',
    haystack: (r) => [text(r.name), text(r.manager_name)],
    hit: (r) => ({
      title: text(r.name),
      subtitle: text(r.manager_name) || null,
      url: `/admin/funds/${r.id}/details`,
    }),
  },
]

function searchSource(
  db: Database,
  source: Source,
  term: string,
  user: UserRow | null,
  extra?: (r: Row) => boolean,
) {
  const allowed = (r: Row) => {
    const res = typeof source.resource === 'function' ? source.resource(r) : source.resource
    return res === null || grants(user, res, 'index')
  }
  const found: { hit: SearchHit; rank: number }[] = []
  for (const r of db.table(source.table).all()) {
    if (source.where && !source.where(r)) continue
    const values = source.haystack(r).map((v) => v.toLowerCase())
    if (!values.some((v) => v.includes(term))) continue
    if (extra && !extra(r)) continue
    if (!allowed(r)) continue
    found.push({
      hit: { type: source.table, id: r.id, ...source.hit(r) },
      rank: values.some((v) => v.startsWith(term)) ? 0 : 1,
    })
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.hit.title.localeCompare(b.hit.title))
    .map((f) => f.hit)
}

/** Round-robin over the families so that one busy family does not crowd out the rest. */
function interleave(lists: SearchHit[][]): SearchHit[] {
  const out: SearchHit[] = []
  for (let i = 0; out.length < MAX_HITS && lists.some((l) => i < l.length); i++) {
    for (const l of lists) if (i < l.length && out.length < MAX_HITS) out.push(l[i])
  }
  return out
}

/** GET /api/search?q=: staff search across records they may list; investors, opportunities they may see. */
const search = defineAction({ method: 'GET', path: '/api/search', handle: searchHits })

function searchHits(req: RequestContext) {
  const term = (req.query.get('q') ?? '').trim().toLowerCase()
  if (term.length < 2) return json({ data: [] })
  const user = req.user as UserRow
  const db = req.host.db
  if (user.role_id === INVESTOR_ROLE) {
    const readable = readableOpportunityIds(db, user.id)
    const opps = searchSource(
      db,
      STAFF_SOURCES[3],
      term,
      null,
      (r) => readable.has(r.id) && Number(r.status) !== 1,
    )
    const data = opps.slice(0, MAX_HITS).map((h) => {
      const slug = text(db.table('investment-opportunities').find(h.id)?.slug)
      return { ...h, url: `/investor/investments/${slug || h.id}` }
    })
    return json({ data })
  }
  return json({
    data: interleave(STAFF_SOURCES.map((s) => searchSource(db, s, term, user))),
  })
}

/** POST /api/support/contact: a message to the support team, stored and sent to staff. */
const contact = defineAction({
  method: 'POST',
  path: '/api/support/contact',
  rules: { subject: 'required|string|max:255', message: 'required|string|max:5000' },
  handle: sendSupportMessage,
})

async function sendSupportMessage(req: RequestContext, data: Record<string, unknown>) {
  const user = req.user as UserRow
  const at = timestamp(req.host.now())
  await req.host.db.table('support_messages').insert({
    user_id: user.id,
    subject: data.subject,
    message: data.message,
    created_at: at,
    updated_at: at,
  })
  await notifyStaff(req.host, {
    message: `New support message from ${fullName(user) || user.email}: ${String(data.subject)}`,
    cta: user.role_id === INVESTOR_ROLE ? `/admin/investors/${user.id}/details` : null,
    icon: 'support_message',
  })
  return json({ message: 'Your message has been sent.' }, 201)
}

export function registerMiscEndpoints(router: Router) {
  registerActions(router, [search, contact])
}
