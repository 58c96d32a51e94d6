import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { queryErrorMessage } from '@/lib/api'
import { formatDate } from '@/lib/format'
import type { SubjectFamily } from '@/lib/resources'
import { Card, EmptyState, ErrorState, LoadingState, StatusBadge } from '@/ui'
import { myOpenTasks } from '../api/activity-queries'
import { useMe } from '../hooks/use-me'
import { isOverdue } from '../model/overdue'
import type { Task } from '../model/records'
import { SUBJECT_NOUNS, subjectTabPath } from '../model/subject-links'
import { StyledList, StyledMeta, StyledTaskRow } from './activity-styles'
import { TaskTick } from './task-tick'

/** Soonest due first; undated tasks last (the host's ascending sort puts nulls first). */
const byDue = (a: Task, b: Task) =>
  (a.due_date ?? '9999-12-31').localeCompare(b.due_date ?? '9999-12-31') || a.id - b.id

/** The card shows the most pressing few; the rest wait on their records' tabs. */
const SHOWN = 10

/** The admin overview's card of the signed-in user's open tasks, ticked done in place. */
export function MyOpenTasks() {
  const me = useMe()
  const tasks = useQuery({ ...myOpenTasks(me.id ?? 0), enabled: me.id !== null })
  return (
    <Card title="My open tasks">
      {me.id === null || tasks.isPending ? (
        <LoadingState label="Loading your open tasks…" />
      ) : tasks.isError ? (
        <ErrorState
          title="Your tasks could not be loaded"
          message={queryErrorMessage(tasks.error) ?? undefined}
          onRetry={() => void tasks.refetch()}
          retrying={tasks.isFetching}
        />
      ) : tasks.data.data.length === 0 ? (
        <EmptyState title="No open tasks" description="Tasks assigned to you will appear here." />
      ) : (
        <>
          <StyledList aria-label="My open tasks">
            {[...tasks.data.data]
              .sort(byDue)
              .slice(0, SHOWN)
              .map((task) => (
                <OpenTaskRow key={task.id} task={task} />
              ))}
          </StyledList>
          {tasks.data.total > SHOWN ? (
            <StyledMeta>
              The {SHOWN} due soonest of your {tasks.data.total} open tasks.
            </StyledMeta>
          ) : null}
        </>
      )}
    </Card>
  )
}

function OpenTaskRow({ task }: { task: Task }) {
  const overdue = isOverdue(task)
  const path = subjectTabPath(task.taskable_type, task.taskable_id)
  const noun = SUBJECT_NOUNS[task.taskable_type as SubjectFamily] ?? 'Record'
  const record = `${noun} #${task.taskable_id}`
  return (
    <StyledTaskRow $overdue={overdue}>
      <TaskTick task={task} />
      <div>
        <strong>{task.title}</strong>
        <StyledMeta>
          {overdue ? <StatusBadge tone="danger">Overdue</StatusBadge> : null}{' '}
          {task.due_date ? `Due ${formatDate(task.due_date, 'UTC')}` : 'No due date'} ·{' '}
          {path ? <Link to={path}>{record}</Link> : record}
        </StyledMeta>
      </div>
    </StyledTaskRow>
  )
}
