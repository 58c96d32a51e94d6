import { DecodeError, http, isObject } from '@/lib/api'
import type { MyOpenTasks } from '../model/records'

/** GET /api/tasks/mine: the first `limit` open tasks of the signed-in staff member, and counts. */
export async function fetchMyOpenTasks(limit: number, signal?: AbortSignal): Promise<MyOpenTasks> {
  const res = await http.get<unknown>(`/api/tasks/mine?limit=${limit}`, { signal })
  const body = res.data
  if (!isObject(body) || !Array.isArray(body.data) || typeof body.total !== 'number')
    throw new DecodeError('your open tasks', 'expected the tasks and their counts')
  return body as unknown as MyOpenTasks
}
