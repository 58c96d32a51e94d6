import { Checkbox } from '@/ui'
import { useTaskDone } from '../hooks/use-task-done'
import type { Task } from '../model/records'

/**
 * The box that marks a task done or open again; named after the task for screen readers.
 * It turns at once (the lists are updated before the host answers). While that write is out,
 * further clicks are ignored rather than queued: a contrary write racing the first could land
 * in either order, and the settled list shows the host's answer a moment later anyway. The box
 * stays focusable (aria-disabled, not disabled) so a keyboard user keeps their place.
 */
export function TaskTick({ task, disabled }: { task: Task; disabled?: boolean }) {
  const tick = useTaskDone(task.id)
  return (
    <Checkbox
      label="Done"
      // The visible word plus the task, so a list of ticks reads apart for screen readers.
      aria-label={`Done: ${task.title}`}
      checked={task.status === 'done'}
      disabled={disabled}
      aria-disabled={tick.inFlight || undefined}
      aria-busy={tick.inFlight || undefined}
      onChange={(event) => {
        if (tick.inFlight) return
        tick.mutate({ title: task.title, done: event.target.checked })
      }}
    />
  )
}
