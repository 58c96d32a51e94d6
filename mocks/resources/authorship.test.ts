import { beforeAll, describe, expect, it } from 'vitest'
import type { Row } from '../db/db'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { createTestClient } from '../testing/client'

/**
 * Staff edit and delete only their own notes and call logs; a task may be updated by its
 * creator or its assignee (who ticks it done) and deleted by its creator alone.
 */
let api: MockApi
type One = { data: Row }

async function as(email: string) {
  const client = createTestClient(api.host, api.router)
  await client.login(email)
  return client
}

const subject = { type: 'users', id: 4 }

beforeAll(async () => {
  api = await seededMockApi()
})

describe('authorship of notes, call logs and tasks', () => {
  it('lets only the author edit or delete a note', async () => {
    const author = await as('superadmin@example.com')
    const other = await as('support@example.com')
    const made = await author.post<One>('/api/notes', {
      body: '<p>Met at the summit</p>',
      notable_type: subject.type,
      notable_id: subject.id,
    })
    expect(made.status).toBe(201)
    const path = `/api/notes/${made.body.data.id as number}`
    expect((await other.patch(path, { body: '<p>Changed</p>' })).status).toBe(403)
    expect((await other.delete(path)).status).toBe(403)
    expect((await author.patch<One>(path, { body: '<p>Edited</p>' })).body.data.body).toBe(
      '<p>Edited</p>',
    )
    expect((await author.delete(path)).status).toBe(204)
  })

  it('lets only the staff member who logged a call edit or delete it', async () => {
    const author = await as('superadmin@example.com')
    const other = await as('support@example.com')
    const made = await author.post<One>('/api/call-logs', {
      direction: 'outbound',
      duration_seconds: 300,
      outcome: 'connected',
      called_at: '2026-11-01 10:00:00',
      loggable_type: subject.type,
      loggable_id: subject.id,
    })
    expect(made.status).toBe(201)
    const path = `/api/call-logs/${made.body.data.id as number}`
    expect((await other.patch(path, { summary: 'Not mine' })).status).toBe(403)
    expect((await other.delete(path)).status).toBe(403)
    expect((await author.patch(path, { summary: 'Follow up next week' })).status).toBe(200)
    expect((await author.delete(path)).status).toBe(204)
  })

  it('lets the creator and the assignee update a task, and only the creator delete it', async () => {
    const creator = await as('superadmin@example.com')
    const assignee = await as('support@example.com')
    const bystander = await as('committee@example.com')
    const supportId = api.host.db.table('users').first((u) => u.email === 'support@example.com')!
      .id as number
    const made = await creator.post<One>('/api/tasks', {
      title: 'Send the KYC pack',
      assigned_to: supportId,
      taskable_type: subject.type,
      taskable_id: subject.id,
    })
    expect(made.status).toBe(201)
    const path = `/api/tasks/${made.body.data.id as number}`
    const ticked = await assignee.patch<One>(path, { status: 'done' })
    expect(ticked.status).toBe(200)
    expect(ticked.body.data.completed_at).not.toBeNull()
    expect((await bystander.patch(path, { status: 'open' })).status).toBe(403)
    expect((await assignee.delete(path)).status).toBe(403)
    expect((await bystander.delete(path)).status).toBe(403)
    expect((await creator.patch(path, { status: 'open' })).status).toBe(200)
    expect((await creator.delete(path)).status).toBe(204)
  })
})
