import { localDate } from './dates'

interface Dueable {
  status: string
  due_date?: string | null
}

/** An open task whose due date has passed (due today is not yet overdue). */
export function isOverdue(task: Dueable, today: string = localDate()): boolean {
  return task.status === 'open' && !!task.due_date && task.due_date.slice(0, 10) < today
}
