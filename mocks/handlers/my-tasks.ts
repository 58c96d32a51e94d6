import { defineAction, registerActions } from '../engine/actions'
import type { Database, Row } from '../db/db'
import type { RequestContext } from '../http/context'
import type { Router } from '../http/router'
import { json } from '../http/responses'
import { recordJson } from '../engine/records'
import { registry } from '../resources'
import { tasks as tasksDef } from '../resources/tasks'
import { isStaff } from '../../src/lib/permissions'
import { isoOrder } from '../engine/collation'

const DEFAULT_LIMIT = 10
const MAX_LIMIT = 100

const words = (...parts: unknown[]) =>
  parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .trim() || null

/** How each family's own list names a record (people by full name, reports by title). */
function recordName(type: string, row: Row): string | null {
  if (type === 'users') return words(row.name, row.surname)
  if (type === 'contacts') return words(row.first_name, row.last_name)
  if (type === 'reports') return words(row.title)
  return words(row.name)
}

/** The record a task is about: its name and what decides the screen it opens (openapi TaskRecord). */
function taskRecord(db: Database, task: Row) {
  const type = String(task.taskable_type)
  const id = Number(task.taskable_id)
  const row = db.table(type).find(id)
  return {
    type,
    id,
    name: row ? recordName(type, row) : null,
    stage: row && type === 'investment-opportunities' ? Number(row.stage) : null,
    report_type: row && type === 'reports' ? String(row.type) : null,
    report_status: row && type === 'reports' ? String(row.status) : null,
  }
}

/** Soonest due first, undated last, then the oldest task first. */
const byDue = (a: Row, b: Row) =>
  isoOrder(String(a.due_date ?? '9999-12-31'), String(b.due_date ?? '9999-12-31')) ||
  Number(a.id) - Number(b.id)

function limitOf(raw: string | null): number {
  const n = Number(raw)
  return Number.isInteger(n) && n >= 1 && n <= MAX_LIMIT ? n : DEFAULT_LIMIT
}

/** GET /api/tasks/mine: the overview's open tasks, each naming its record, in one read. */
function myOpenTasks(req: RequestContext) {
  const me = req.user!
  const db = req.host.db
  const today = req.host.now().toISOString().slice(0, 10)
  const open = db
    .table('tasks')
    .where((t) => t.assigned_to === me.id && t.status === 'open')
    .sort(byDue)
  const overdue = open.filter((t) => t.due_date != null && String(t.due_date).slice(0, 10) < today)
  const shown = open.slice(0, limitOf(req.url.searchParams.get('limit')))
  return json({
    data: shown.map((t) => ({
      ...recordJson(req, registry, tasksDef, t),
      record: taskRecord(db, t),
    })),
    total: open.length,
    overdue: overdue.length,
  })
}

export function registerMyTaskEndpoints(router: Router) {
  registerActions(router, [
    defineAction({
      method: 'GET',
      path: '/api/tasks/mine',
      may: (req) => isStaff(req.user!.role_id),
      handle: myOpenTasks,
    }),
  ])
}
