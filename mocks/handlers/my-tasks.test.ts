import { beforeEach, describe, expect, it } from 'vitest'
import { timestamp, type Row } from '../db/db'
import type { MockHost } from '../http/host'
import { checkedClient } from '../testing/checked-client'
import { seededHost, SEEDED_NOW } from '../testing/seeded-host'
import type { createRouter } from '.'

interface TaskRecord {
  type: string
  id: number
  name: string | null
  stage: number | null
  report_type: string | null
  report_status: string | null
}
type Mine = { data: (Row & { record: TaskRecord })[]; total: number; overdue: number }

let host: MockHost
let router: ReturnType<typeof createRouter>
const table = (name: string) => host.db.table(name)
const userId = (email: string) => table('users').first((u) => u.email === email)!.id
const as = (email: string) => checkedClient(host, router, userId(email))
const TODAY = SEEDED_NOW.slice(0, 10)

beforeEach(async () => {
  ;({ host, router } = await seededHost())
})

/** Leaves the support account exactly these tasks (plus one done and one of someone else). */
async function givenTasks() {
  const me = userId('support@example.com')
  const other = userId('superadmin@example.com')
  for (const t of table('tasks').where((r) => r.assigned_to === me)) table('tasks').delete(t.id)
  const investor = table('users').first((u) => u.role_id === 5)!
  const contact = table('contacts').first(() => true)!
  const draft = table('investment-opportunities').first((o) => Number(o.stage) === 1)!
  const existing = table('investment-opportunities').first((o) => Number(o.stage) === 6)!
  const report = table('reports').first((r) => r.type === 'update')!
  const task = (title: string, due: string | null, type: string, id: number, extra = {}) =>
    table('tasks').insert({
      title,
      description: null,
      status: 'open',
      priority: 'medium',
      assigned_to: me,
      created_by: other,
      completed_at: null,
      due_date: due,
      taskable_type: type,
      taskable_id: id,
      created_at: timestamp(new Date(SEEDED_NOW)),
      updated_at: timestamp(new Date(SEEDED_NOW)),
      ...extra,
    })
  await task('Undated', null, 'reports', report.id)
  await task('Next week', '2026-11-08', 'contacts', contact.id)
  await task('Overdue', '2026-10-20', 'users', investor.id)
  await task('Due today', TODAY, 'investment-opportunities', draft.id)
  await task('Later', '2026-12-01', 'investment-opportunities', existing.id)
  await task('Gone', '2026-12-02', 'funds', 999_999)
  await task('Done', '2026-10-01', 'users', investor.id, { status: 'done' })
  await task('Not mine', '2026-10-01', 'users', investor.id, { assigned_to: other })
  return { investor, contact, draft, existing, report }
}

describe('GET /api/tasks/mine', () => {
  it('lists my open tasks soonest due first, undated last, each naming its record', async () => {
    const { investor, contact, draft, existing, report } = await givenTasks()
    const res = await (await as('support@example.com')).get<Mine>('/api/tasks/mine')
    expect(res.status).toBe(200)
    expect(res.body.data.map((t) => t.title)).toEqual([
      'Overdue',
      'Due today',
      'Next week',
      'Later',
      'Gone',
      'Undated',
    ])
    expect(res.body.total).toBe(6)
    // Due today is not yet overdue.
    expect(res.body.overdue).toBe(1)
    const record = (title: string) => res.body.data.find((t) => t.title === title)!.record
    expect(record('Overdue')).toMatchObject({
      type: 'users',
      id: investor.id,
      name: `${investor.name} ${investor.surname}`,
    })
    expect(record('Next week').name).toBe(`${contact.first_name} ${contact.last_name}`)
    expect(record('Due today')).toMatchObject({ name: draft.name, stage: 1 })
    expect(record('Later')).toMatchObject({ name: existing.name, stage: 6 })
    expect(record('Undated')).toMatchObject({
      name: report.title,
      report_type: 'update',
      report_status: report.status,
      stage: null,
    })
    expect(record('Gone')).toMatchObject({ type: 'funds', name: null })
  })

  it('returns at most `limit` tasks and still counts them all', async () => {
    await givenTasks()
    const res = await (await as('support@example.com')).get<Mine>('/api/tasks/mine?limit=2')
    expect(res.body.data.map((t) => t.title)).toEqual(['Overdue', 'Due today'])
    expect(res.body).toMatchObject({ total: 6, overdue: 1 })
  })

  it('answers 403 to an investor', async () => {
    const res = await (await as('investor@example.com')).get('/api/tasks/mine')
    expect(res.status).toBe(403)
  })
})
