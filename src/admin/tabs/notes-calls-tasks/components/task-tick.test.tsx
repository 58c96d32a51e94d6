// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mock, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RecordSubject } from '@/lib/resources'
import { renderActivity, startActivityHost } from '../test/activity-host'
import { clearSubject, dayFrom, insertRow, userId } from '../test/fixtures'
import { MyOpenTasks } from './my-open-tasks'
import { NotesCallsTasksTab } from './notes-calls-tasks-tab'

// Quill needs a real layout engine; the tab's editor is not used here.
vi.mock('react-quill-new', () => ({ default: () => <textarea aria-label="Note text" /> }))

const host = startActivityHost('superadmin@example.com')
const subject: RecordSubject = { type: 'users', id: 4 }
const TITLE = 'Ring about the transfer'

beforeEach(async () => {
  const api = host.api()
  const me = userId(api, 'superadmin@example.com')
  clearSubject(api, subject)
  const tasks = api.host.db.table('tasks')
  for (const t of tasks.where((r) => r.assigned_to === me)) tasks.delete(t.id as number)
  await insertRow(api, 'tasks', {
    title: TITLE,
    description: null,
    due_date: dayFrom(2),
    status: 'open',
    priority: 'high',
    assigned_to: me,
    created_by: me,
    completed_at: null,
    taskable_type: 'users',
    taskable_id: 4,
  })
})

/** Holds the host's answer to PATCH /api/tasks/{id} until `release`; counts the writes. */
function holdTaskWrites(answer?: () => Response) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const writes: string[] = []
  host.server().use(
    mock.patch('*/api/tasks/:id', async ({ request }) => {
      writes.push(request.url)
      await gate
      // Nothing returned: the mock host answers as usual.
      return answer?.()
    }),
  )
  return { release, writes }
}

/** Both lists that show the task: the overview's card and the record's timeline. */
async function renderBoth() {
  await renderActivity(
    <>
      <MyOpenTasks />
      <NotesCallsTasksTab subject={subject} />
    </>,
  )
  await screen.findByRole('list', { name: 'My open tasks' })
  await screen.findByRole('list', { name: 'Timeline' })
  const name = `Done: ${TITLE}`
  // Looked up afresh each time: the card's list goes when its last task does.
  const card = () => screen.queryByRole('list', { name: 'My open tasks' })
  return {
    inCard: () => {
      const list = card()
      return list && within(list).queryByRole('checkbox', { name })
    },
    inTimeline: () =>
      within(screen.getByRole('list', { name: 'Timeline' })).getByRole('checkbox', { name }),
  }
}

describe('TaskTick', () => {
  it('ticks in both lists before the host answers, then the card drops the done task', async () => {
    const held = holdTaskWrites()
    const ticks = await renderBoth()
    await userEvent.click(ticks.inCard()!)
    expect(ticks.inCard()).toBeChecked()
    expect(ticks.inTimeline()).toBeChecked()
    expect(held.writes).toHaveLength(1)
    // A second click while the first write is out is ignored, not sent as a contrary write.
    await userEvent.click(ticks.inTimeline())
    expect(ticks.inTimeline()).toBeChecked()
    expect(ticks.inTimeline()).toHaveAttribute('aria-disabled', 'true')
    expect(held.writes).toHaveLength(1)
    held.release()
    expect(await screen.findByText('No open tasks')).toBeInTheDocument()
    expect(ticks.inCard()).toBeNull()
    expect(ticks.inTimeline()).toBeChecked()
    expect(ticks.inTimeline()).not.toHaveAttribute('aria-disabled')
    expect(
      host
        .api()
        .host.db.table('tasks')
        .first((t) => t.title === TITLE),
    ).toMatchObject({ status: 'done' })
  })

  it('puts both lists back and says why when the host refuses', async () => {
    const held = holdTaskWrites(() =>
      HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
    )
    const ticks = await renderBoth()
    await userEvent.click(ticks.inTimeline())
    expect(ticks.inTimeline()).toBeChecked()
    expect(ticks.inCard()).toBeChecked()
    held.release()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`"${TITLE}" could not be marked done, so it is back as it was.`)
    expect(ticks.inTimeline()).not.toBeChecked()
    expect(ticks.inCard()).not.toBeChecked()
    expect(
      host
        .api()
        .host.db.table('tasks')
        .first((t) => t.title === TITLE),
    ).toMatchObject({ status: 'open' })
  })
})
