import { Checkbox } from '@/ui'
import { useTaskDone } from '../hooks/use-entry-actions'
import type { Task } from '../model/records'

/** The box that marks a task done or open again; named after the task for screen readers. */
export function TaskTick({ task, disabled }: { task: Task; disabled?: boolean }) {
  const done = useTaskDone()
  const checked = done.isPending ? (done.variables?.done ?? false) : task.status === 'done'
  return (
    <Checkbox
      label="Done"
      // The visible word plus the task, so a list of ticks reads apart for screen readers.
      aria-label={`Done: ${task.title}`}
      checked={checked}
      disabled={disabled || done.isPending}
      onChange={(event) => done.mutate({ id: task.id, done: event.target.checked })}
    />
  )
}
