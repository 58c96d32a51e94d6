import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { TabList } from '@/admin/kit/records'
import { useFlags } from '@/lib/flags'
import { formatCount, formatDate } from '@/lib/format'
import { canOpenAdminRoute } from '@/lib/navigation'
import { Card, EmptyState, QueryStates, StatusBadge } from '@/ui'
import { myOpenTasks } from '../api/activity-queries'
import { useMe } from '../hooks/use-me'
import { isOverdue } from '../model/overdue'
import type { MyOpenTask, MyOpenTasks as OpenTasks } from '../model/records'
import { SUBJECT_NOUNS, taskRecordPath } from '../model/subject-links'
import { StyledMeta, StyledRecord, StyledTaskRow } from './activity-styles'
import { TaskTick } from './task-tick'

/** The card shows the most pressing few; the rest wait on their records' tabs. */
const SHOWN = 10

/**
 * The admin overview's card of the signed-in user's open tasks, soonest due first, ticked done
 * in place. Each names the record it is about and opens it; an overdue one carries a badge, so
 * the list stays calm when many are late.
 */
export function MyOpenTasks() {
  const me = useMe()
  const tasks = useQuery({ ...myOpenTasks(me.id ?? 0, SHOWN), enabled: me.id !== null })
  return (
    <Card title="My open tasks">
      <QueryStates
        query={tasks}
        loading="Loading your open tasks…"
        errorTitle="Your tasks could not be loaded"
      >
        {(data) =>
          data.data.length === 0 ? (
            <EmptyState
              title="No open tasks"
              description="Tasks assigned to you will appear here."
            />
          ) : (
            <>
              <StyledMeta>{summary(data)}</StyledMeta>
              <TabList as="ol" $gap="sm" aria-label="My open tasks">
                {data.data.map((task) => (
                  <OpenTaskRow key={task.id} task={task} />
                ))}
              </TabList>
              {data.total > data.data.length ? (
                <StyledMeta>
                  The {data.data.length} due soonest of your {data.total} open tasks.
                </StyledMeta>
              ) : null}
            </>
          )
        }
      </QueryStates>
    </Card>
  )
}

/** "13 open tasks, 3 overdue": the day's load at a glance. */
function summary({ total, overdue }: OpenTasks): string {
  const open = `${formatCount(total)} open ${total === 1 ? 'task' : 'tasks'}`
  return overdue > 0 ? `${open}, ${formatCount(overdue)} overdue.` : `${open}, none overdue.`
}

function OpenTaskRow({ task }: { task: MyOpenTask }) {
  const me = useMe()
  const flags = useFlags()
  const { record } = task
  const overdue = isOverdue(task)
  const noun = SUBJECT_NOUNS[record.type]
  const path = taskRecordPath(record)
  const canOpen = path !== null && canOpenAdminRoute(me.roleId, flags, path)
  return (
    <StyledTaskRow>
      <TaskTick task={task} />
      <div>
        <strong>{task.title}</strong>
        <StyledRecord>
          {noun}:{' '}
          {record.name === null ? (
            'no longer exists'
          ) : canOpen ? (
            <Link to={path}>{record.name}</Link>
          ) : (
            record.name
          )}
        </StyledRecord>
        <StyledMeta>
          {overdue ? <StatusBadge tone="warning">Overdue</StatusBadge> : null}{' '}
          {task.due_date ? `Due ${formatDate(task.due_date, 'UTC')}` : 'No due date'}
        </StyledMeta>
      </div>
    </StyledTaskRow>
  )
}
