import { decodePage, decodeRecord, http } from '@/lib/api'
import type { MyOpenTask, MyOpenTasks } from '../model/records'

/** GET /api/tasks/mine: the first `limit` open tasks of the signed-in staff member, and counts. */
export async function fetchMyOpenTasks(limit: number, signal?: AbortSignal): Promise<MyOpenTasks> {
  const res = await http.get<unknown>(`/api/tasks/mine?limit=${limit}`, { signal })
  const body = decodeRecord<Partial<MyOpenTasks>>(res.data, 'your open tasks')
  // The tasks with their total, at the top level or under `meta` as a paginator has them.
  const { data, total } = decodePage<MyOpenTask>(body, 'your open tasks')
  const overdue = typeof body.overdue === 'number' ? body.overdue : 0
  return { data, total, overdue }
}
