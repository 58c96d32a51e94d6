import { useQuery } from '@tanstack/react-query'
import { personName, type PersonLike } from '@/lib/api'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import type { SelectOption } from '@/ui'
import { staffUsers } from '../api/activity-queries'
import type { Task } from '../model/records'

/**
 * Who a task may be assigned to: the staff accounts, for a role that may list them (the
 * `user` permission); otherwise the signed-in user (and the task's current assignee).
 */
export function useAssigneeOptions(task?: Task): { options: SelectOption[]; isPending: boolean } {
  const { user } = useCurrentUser()
  const mayList = can(user?.role_id, 'user', 'index')
  const staff = useQuery({ ...staffUsers(), enabled: mayList })
  const options: SelectOption[] = []
  const seen = new Set<number>()
  const add = (id: number, label: string) => {
    if (seen.has(id)) return
    seen.add(id)
    options.push({ value: String(id), label })
  }
  if (user) add(user.id, `Me (${personName(user, 'you')})`)
  for (const person of staff.data?.data ?? [])
    add(person.id, personName(person, `User ${person.id}`))
  const current = task?.assignee as PersonLike | null | undefined
  if (task?.assigned_to && !seen.has(task.assigned_to))
    add(task.assigned_to, personName(current ?? null, `User ${task.assigned_to}`))
  return { options, isPending: mayList && staff.isPending }
}
