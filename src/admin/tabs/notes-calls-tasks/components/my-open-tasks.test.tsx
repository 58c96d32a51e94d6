// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderActivity, startActivityHost } from '../test/activity-host'
import { dayFrom, insertRow, userId } from '../test/fixtures'
import { MyOpenTasks } from './my-open-tasks'

const host = startActivityHost('superadmin@example.com')

/** Leaves the signed-in user exactly these open tasks (and one done, one someone else's). */
async function givenTasks() {
  const api = host.api()
  const me = userId(api, 'superadmin@example.com')
  const other = userId(api, 'support@example.com')
  const tasks = api.host.db.table('tasks')
  for (const t of tasks.where((r) => r.assigned_to === me)) tasks.delete(t.id as number)
  const task = (title: string, extra: Record<string, unknown>) =>
    insertRow(api, 'tasks', {
      title,
      description: null,
      status: 'open',
      priority: 'medium',
      assigned_to: me,
      created_by: other,
      completed_at: null,
      due_date: null,
      ...extra,
    })
  await task('Undated follow-up', { taskable_type: 'funds', taskable_id: 1 })
  await task('Due next week', { due_date: dayFrom(7), taskable_type: 'contacts', taskable_id: 3 })
  await task('Long overdue', { due_date: dayFrom(-5), taskable_type: 'users', taskable_id: 4 })
  await task('Already done', {
    status: 'done',
    due_date: dayFrom(-9),
    taskable_type: 'users',
    taskable_id: 4,
  })
  await task('Not mine', {
    assigned_to: other,
    due_date: dayFrom(-9),
    taskable_type: 'users',
    taskable_id: 4,
  })
}

const rows = async () =>
  within(await screen.findByRole('list', { name: 'My open tasks' })).getAllByRole('listitem')

describe('MyOpenTasks', () => {
  beforeEach(givenTasks)

  it("lists the user's open tasks soonest due first, each naming and opening its record", async () => {
    const api = host.api()
    const investor = api.host.db.table('users').find(4)!
    const contact = api.host.db.table('contacts').find(3)!
    const fund = api.host.db.table('funds').find(1)!
    host.requests.length = 0
    const view = await renderActivity(<MyOpenTasks />)
    const items = await rows()
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Long overdue',
      'Due next week',
      'Undated follow-up',
    ])
    expect(
      within(items[0]).getByRole('link', { name: `${investor.name} ${investor.surname}` }),
    ).toHaveAttribute('href', '/admin/investors/4/notes-calls-tasks')
    expect(items[0]).toHaveTextContent(`Investor: ${investor.name} ${investor.surname}`)
    expect(
      within(items[1]).getByRole('link', { name: `${contact.first_name} ${contact.last_name}` }),
    ).toHaveAttribute('href', '/admin/investors/contacts/3/notes-calls-tasks')
    expect(within(items[2]).getByRole('link', { name: String(fund.name) })).toHaveAttribute(
      'href',
      '/admin/funds/1/notes-calls-tasks',
    )
    // One read names every record: the card asks nothing per task.
    expect(
      view.client
        .getQueryCache()
        .findAll()
        .map((q) => q.queryKey[0]),
    ).toEqual(['session', 'settings', 'tasks'])
    expect(host.requests.filter((r) => r.includes('/api/tasks'))).toEqual([
      'GET /api/tasks/mine?limit=10',
    ])
  })

  it('marks the overdue with a badge and the count, the rows themselves alike', async () => {
    await renderActivity(<MyOpenTasks />)
    const items = await rows()
    expect(within(items[0]).getByText('Overdue')).toBeInTheDocument()
    expect(within(items[1]).queryByText('Overdue')).toBeNull()
    expect(screen.getByText('3 open tasks, 1 overdue.')).toBeInTheDocument()
    // The same styling for an overdue row and an on-time one: no red or pink rows.
    expect(items[0].className).toBe(items[1].className)
  })

  it("opens an opportunity by its stage, and says when a task's record is gone", async () => {
    const api = host.api()
    const me = userId(api, 'superadmin@example.com')
    const draft = api.host.db.table('investment-opportunities').first((o) => Number(o.stage) === 1)!
    const existing = api.host.db
      .table('investment-opportunities')
      .first((o) => Number(o.stage) === 5)!
    const on = (title: string, taskable_type: string, taskable_id: number) =>
      insertRow(api, 'tasks', {
        title,
        status: 'open',
        priority: 'low',
        assigned_to: me,
        created_by: me,
        due_date: dayFrom(2),
        taskable_type,
        taskable_id,
      })
    await on('Finish the draft', 'investment-opportunities', draft.id as number)
    await on('Chase the completion', 'investment-opportunities', existing.id as number)
    await on('About a deleted deal', 'pipeline-deals', 999_999)
    await renderActivity(<MyOpenTasks />)
    const row = async (title: string) =>
      (await rows()).find((li) => li.querySelector('strong')?.textContent === title)!
    expect(
      within(await row('Finish the draft')).getByRole('link', { name: String(draft.name) }),
    ).toHaveAttribute('href', `/admin/investments/opportunities/${draft.id}/edit`)
    expect(
      within(await row('Chase the completion')).getByRole('link', {
        name: String(existing.name),
      }),
    ).toHaveAttribute('href', `/admin/investments/existing/${existing.id}/notes-calls-tasks`)
    const gone = await row('About a deleted deal')
    expect(gone).toHaveTextContent('Deal: no longer exists')
    expect(within(gone).queryByRole('link')).toBeNull()
  })

  it('marks a task done with its tick, and it leaves the list', async () => {
    await renderActivity(<MyOpenTasks />)
    await userEvent.click(
      within((await rows())[0]).getByRole('checkbox', { name: 'Done: Long overdue' }),
    )
    await waitFor(async () => expect(await rows()).toHaveLength(2))
    expect(
      host
        .api()
        .host.db.table('tasks')
        .first((t) => t.title === 'Long overdue'),
    ).toMatchObject({ status: 'done' })
  })

  it('shows the ten due soonest and says how many there are', async () => {
    const api = host.api()
    const me = userId(api, 'superadmin@example.com')
    for (let i = 1; i <= 10; i++)
      await insertRow(api, 'tasks', {
        title: `Extra ${i}`,
        status: 'open',
        priority: 'low',
        assigned_to: me,
        created_by: me,
        due_date: dayFrom(20 + i),
        taskable_type: 'users',
        taskable_id: 4,
      })
    await renderActivity(<MyOpenTasks />)
    expect(await rows()).toHaveLength(10)
    expect(screen.getByText('The 10 due soonest of your 13 open tasks.')).toBeInTheDocument()
  })

  it('says so when there are no open tasks', async () => {
    const api = host.api()
    const me = userId(api, 'superadmin@example.com')
    const tasks = api.host.db.table('tasks')
    for (const t of tasks.where((r) => r.assigned_to === me)) tasks.delete(t.id as number)
    await renderActivity(<MyOpenTasks />)
    expect(await screen.findByText('No open tasks')).toBeInTheDocument()
  })
})
