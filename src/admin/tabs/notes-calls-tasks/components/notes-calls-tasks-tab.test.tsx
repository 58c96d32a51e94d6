// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { personName, type PersonLike } from '@/lib/api'
import type { RecordSubject } from '@/lib/resources'
import { renderActivity, startActivityHost } from '../test/activity-host'
import { clearSubject, dayFrom, insertRow, userId } from '../test/fixtures'
import { NotesCallsTasksTab, TIMELINE_STEP } from './notes-calls-tasks-tab'

// Quill needs a real layout engine; a textarea stands in for it (the real one: Playwright).
vi.mock('react-quill-new', () => ({
  default: function FakeQuill(props: {
    value: string
    onChange: (html: string, d: unknown, s: unknown, e: { getText: () => string }) => void
  }) {
    return (
      <textarea
        aria-label="Note text"
        value={props.value}
        onChange={(e) =>
          props.onChange(e.target.value, null, null, { getText: () => e.target.value })
        }
      />
    )
  },
}))

const host = startActivityHost('superadmin@example.com')
const subject: RecordSubject = { type: 'users', id: 4 }
let me = 0
let other = 0
let otherName = ''

beforeAll(async () => {
  const api = host.api()
  me = userId(api, 'superadmin@example.com')
  other = userId(api, 'support@example.com')
  otherName = personName(api.host.db.table('users').find(other) as PersonLike)
  clearSubject(api, subject)
  const morph = { notable_type: 'users', notable_id: 4 }
  await insertRow(api, 'notes', {
    ...morph,
    body: '<p>Someone else <strong>wrote</strong> this</p>',
    user_id: other,
    is_pinned: 0,
    created_at: '2026-01-10T09:00:00.000000Z',
  })
  await insertRow(api, 'notes', {
    ...morph,
    body: '<p>My own note</p>',
    user_id: me,
    is_pinned: 0,
    created_at: '2026-01-12T09:00:00.000000Z',
  })
  await insertRow(api, 'call-logs', {
    direction: 'inbound',
    phone_number: null,
    duration_seconds: 600,
    outcome: 'callback_requested',
    summary: 'Wants a call back on Friday',
    called_at: '2026-01-11T15:30:00.000000Z',
    user_id: other,
    loggable_type: 'users',
    loggable_id: 4,
  })
  await insertRow(api, 'tasks', {
    title: 'Chase the signed form',
    description: null,
    due_date: dayFrom(-3),
    status: 'open',
    priority: 'high',
    assigned_to: me,
    created_by: other,
    completed_at: null,
    taskable_type: 'users',
    taskable_id: 4,
    created_at: '2026-01-09T09:00:00.000000Z',
  })
})

const timeline = () => screen.findByRole('list', { name: 'Timeline' })
const entries = async () => within(await timeline()).getAllByRole('listitem')
const entry = async (text: string) =>
  (await entries()).find((li) => li.textContent?.includes(text))!

describe('NotesCallsTasksTab', () => {
  it('merges notes, calls and tasks newest first, with kind, person and date, and filters by kind', async () => {
    await renderActivity(<NotesCallsTasksTab subject={subject} />)
    const items = await entries()
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('My own note'),
      expect.stringContaining('Wants a call back on Friday'),
      expect.stringContaining('Someone else wrote this'),
      expect.stringContaining('Chase the signed form'),
    ])
    expect(items[1]).toHaveTextContent('Call')
    expect(items[1]).toHaveTextContent('Inbound call · Callback requested · 10 min')
    expect(items[1]).toHaveTextContent(otherName)
    expect(items[1]).toHaveTextContent('11 Jan 2026')
    expect(items[3]).toHaveTextContent(/Assigned to .* · set 9 Jan 2026/)
    // The note's rich text is rendered as HTML (HtmlView sanitises it; its own tests say how).
    expect(within(items[2]).getByText('wrote').tagName).toBe('STRONG')

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'call')
    const calls = screen.getByRole('list', { name: 'Calls' })
    expect(within(calls).getAllByRole('listitem')).toHaveLength(1)
  })

  it('offers edit and delete on your own entries only, and marks an overdue task', async () => {
    await renderActivity(<NotesCallsTasksTab subject={subject} />)
    const mine = await entry('My own note')
    expect(within(mine).getByRole('button', { name: /^Edit note/ })).toBeInTheDocument()
    const theirs = await entry('Someone else wrote this')
    expect(within(theirs).queryByRole('button', { name: /Edit|Delete/ })).toBeNull()
    const call = await entry('Wants a call back')
    expect(within(call).queryByRole('button', { name: /Edit|Delete/ })).toBeNull()
    // Created by someone else and assigned to me: I may tick it, not edit or delete it.
    const task = await entry('Chase the signed form')
    expect(within(task).getByText('Overdue')).toBeInTheDocument()
    expect(within(task).queryByRole('button', { name: /Edit|Delete/ })).toBeNull()
    expect(
      within(task).getByRole('checkbox', { name: 'Done: Chase the signed form' }),
    ).toBeEnabled()
  })

  it('adds a note written in the editor', async () => {
    await renderActivity(<NotesCallsTasksTab subject={subject} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Add note' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a note' })
    await userEvent.type(await within(dialog).findByLabelText('Note text'), '<p>Prefers email</p>')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add note' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((await entries())[0]).toHaveTextContent('Prefers email')
  })

  it('logs a call in minutes, sent as seconds, and keeps what was typed on a 422', async () => {
    await renderActivity(<NotesCallsTasksTab subject={subject} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Log call' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log a call' })
    await userEvent.type(within(dialog).getByLabelText(/Duration \(minutes\)/), '5')
    await userEvent.type(within(dialog).getByLabelText('Summary (optional)'), 'Talked fees')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log call' }))
    const outcome = within(dialog).getByLabelText(/^Outcome/)
    await waitFor(() => expect(outcome).toHaveAttribute('aria-invalid', 'true'))
    expect(outcome).toHaveAccessibleDescription('The outcome field is required.')
    expect(within(dialog).getByLabelText(/Duration \(minutes\)/)).toHaveValue('5')
    expect(within(dialog).getByLabelText('Summary (optional)')).toHaveValue('Talked fees')

    await userEvent.selectOptions(outcome, 'voicemail')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log call' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const saved = host
      .api()
      .host.db.table('call-logs')
      .first((c) => c.summary === 'Talked fees')!
    expect(saved).toMatchObject({ duration_seconds: 300, outcome: 'voicemail', user_id: me })
    expect(await entry('Talked fees')).toHaveTextContent('Outbound call · Left a voicemail · 5 min')
  })

  it('creates a task for a chosen member of staff', async () => {
    await renderActivity(<NotesCallsTasksTab subject={subject} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Add task' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a task' })
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Send the KYC pack')
    await userEvent.type(within(dialog).getByLabelText('Due date'), dayFrom(7))
    const assignee = within(dialog).getByLabelText('Assigned to')
    await waitFor(() => expect(assignee).toBeEnabled())
    await userEvent.selectOptions(assignee, String(other))
    await userEvent.selectOptions(within(dialog).getByLabelText('Priority'), 'high')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add task' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const task = await entry('Send the KYC pack')
    expect(task).toHaveTextContent('High priority')
    expect(task).not.toHaveTextContent('Overdue')
    expect(
      host
        .api()
        .host.db.table('tasks')
        .first((t) => t.title === 'Send the KYC pack'),
    ).toMatchObject({
      assigned_to: other,
      created_by: me,
      due_date: dayFrom(7),
    })
  })

  it('ticks a task done and open again', async () => {
    await renderActivity(<NotesCallsTasksTab subject={subject} />)
    const task = await entry('Chase the signed form')
    const tick = within(task).getByRole('checkbox', { name: 'Done: Chase the signed form' })
    await userEvent.click(tick)
    await waitFor(async () =>
      expect(within(await entry('Chase the signed form')).queryByText('Overdue')).toBeNull(),
    )
    expect(
      host
        .api()
        .host.db.table('tasks')
        .first((t) => t.title === 'Chase the signed form'),
    ).toMatchObject({
      status: 'done',
    })
    await userEvent.click(within(await entry('Chase the signed form')).getByRole('checkbox'))
    await waitFor(async () =>
      expect(within(await entry('Chase the signed form')).getByText('Overdue')).toBeInTheDocument(),
    )
  })

  it('edits and deletes your own note after confirming', async () => {
    await renderActivity(<NotesCallsTasksTab subject={subject} />)
    await userEvent.click(
      within(await entry('My own note')).getByRole('button', { name: /^Edit note/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' })
    const text = await within(dialog).findByLabelText('Note text')
    await userEvent.clear(text)
    await userEvent.type(text, '<p>My edited note</p>')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.click(
      within(await entry('My edited note')).getByRole('button', { name: /^Delete note/ }),
    )
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete note' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(async () =>
      expect((await entries()).some((li) => li.textContent?.includes('My edited note'))).toBe(
        false,
      ),
    )
  })
})

describe('NotesCallsTasksTab, a long timeline', () => {
  const busy: RecordSubject = { type: 'contacts', id: 1 }

  beforeAll(async () => {
    const api = host.api()
    clearSubject(api, busy)
    for (let i = 1; i <= 30; i++)
      await insertRow(api, 'notes', {
        notable_type: 'contacts',
        notable_id: 1,
        body: `<p>Bulk note ${i}</p>`,
        user_id: me,
        is_pinned: 0,
        created_at: new Date(Date.UTC(2026, 1, 1, i)).toISOString(),
      })
  })

  it('draws the newest entries first and the rest on "Show more", from the keyboard', async () => {
    await renderActivity(<NotesCallsTasksTab subject={busy} />)
    expect(await entries()).toHaveLength(TIMELINE_STEP)
    expect(screen.getByText(`Showing ${TIMELINE_STEP} of 30`)).toBeInTheDocument()
    const more = screen.getByRole('button', { name: 'Show 5 more' })
    more.focus()
    await userEvent.keyboard('{Enter}')
    expect(await entries()).toHaveLength(30)
    expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument()
  })

  it('starts a filtered view at the first step again', async () => {
    await renderActivity(<NotesCallsTasksTab subject={busy} />)
    await userEvent.click(await screen.findByRole('button', { name: 'Show 5 more' }))
    expect(await entries()).toHaveLength(30)
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'note')
    const notes = screen.getByRole('list', { name: 'Notes' })
    expect(within(notes).getAllByRole('listitem')).toHaveLength(TIMELINE_STEP)
  })
})
