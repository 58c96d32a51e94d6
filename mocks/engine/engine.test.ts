import { beforeEach, describe, expect, it } from 'vitest'
import { Database } from '../db/db'
import { Router } from '../http/router'
import { startSession } from '../http/session'
import type { MockHost } from '../http/host'
import { noRealtime } from '../http/host'
import { createTestClient, type TestClient } from '../testing/client'
import { Registry } from './registry'
import { registerResources } from './resource-routes'
import { defineResource } from './types'
import { contacts } from '../resources/contacts'

const organisations = defineResource({
  family: 'organisations',
  model: 'Organisation',
  fields: ['id', 'name', 'created_at', 'updated_at'],
  sorts: ['name'],
  includes: { contacts: { kind: 'hasMany', related: 'contacts', foreignKey: 'organisation_id' } },
  rules: { name: 'required|string|max:255' },
})
const users = defineResource({
  family: 'users',
  model: 'User',
  fields: ['id', 'name', 'email', 'role_id'],
  hidden: ['password'],
  rules: {},
})
const notes = defineResource({
  family: 'notes',
  model: 'Note',
  fields: ['id', 'body', 'author_id', 'notable_type', 'notable_id'],
  includes: { author: { kind: 'belongsTo', related: 'users', foreignKey: 'author_id' } },
  rules: { body: 'required|string' },
  investor: { read: (row, ctx) => row.author_id === ctx.user?.id },
})

const registry = new Registry([contacts, organisations, users, notes] as never)

async function fixture() {
  const db = new Database()
  const host: MockHost = {
    db,
    realtime: noRealtime,
    pusher: { key: 'k', secret: 's' },
    now: () => new Date(),
    reset: async () => {},
  }
  const u = db.table('users')
  await u.insert({
    name: 'Ada Admin',
    email: 'admin@example.com',
    role_id: 1,
    password: 'password',
  })
  await u.insert({
    name: 'Ed Entrepreneur',
    email: 'ent@example.com',
    role_id: 2,
    password: 'password',
  })
  await u.insert({
    name: 'Ivy Investor',
    email: 'ivy@example.com',
    role_id: 5,
    password: 'password',
  })
  await db.table('organisations').insert({ name: 'Acme Holdings' })
  await db.table('organisations').insert({ name: 'Brightwater Trust' })
  const cities = ['London', 'Leeds', 'Bristol']
  for (let i = 1; i <= 40; i++) {
    await db.table('contacts').insert({
      first_name: `First${String(i).padStart(2, '0')}`,
      last_name: i % 2 ? 'Smith' : 'Jones',
      email: `c${i}@example.com`,
      city: cities[i % 3],
      organisation_id: i <= 10 ? 1 : i <= 15 ? 2 : null,
      owner_id: 1,
      lead_status_id: null,
      country: 'GB',
      created_at: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00.000000Z`,
    })
  }
  await db.table('notes').insert({
    body: 'Met at the London event',
    author_id: 1,
    notable_type: 'contacts',
    notable_id: 1,
  })
  await db
    .table('notes')
    .insert({ body: 'Own note', author_id: 3, notable_type: 'contacts', notable_id: 1 })
  const router = new Router()
  registerResources(router, registry)
  const as = async (userId: number | null) => {
    const c = createTestClient(host, router)
    c.useSession(await startSession(host, userId))
    return c
  }
  return { host, router, as }
}

type Page = {
  data: Record<string, unknown>[]
  total: number
  current_page: number
  last_page: number
  from: number | null
  to: number | null
  links: { label: string; page?: number | null; active: boolean; url: string | null }[]
  next_page_url: string | null
  prev_page_url: string | null
  per_page: number
}

describe('resource engine: lists', () => {
  let admin: TestClient
  beforeEach(async () => {
    admin = await (await fixture()).as(1)
  })

  it('answers Laravel paginator JSON with 15 per page by default', async () => {
    const res = await admin.get<Page>('/api/contacts')
    expect(res.status).toBe(200)
    expect(Object.keys(res.body)).toEqual([
      'current_page',
      'data',
      'first_page_url',
      'from',
      'last_page',
      'last_page_url',
      'links',
      'next_page_url',
      'path',
      'per_page',
      'prev_page_url',
      'to',
      'total',
    ])
    expect(res.body).toMatchObject({
      current_page: 1,
      per_page: 15,
      total: 40,
      last_page: 3,
      from: 1,
      to: 15,
    })
    expect(res.body.links[0]).toEqual({
      url: null,
      label: '&laquo; Previous',
      page: null,
      active: false,
    })
    expect(res.body.links.at(-1)).toMatchObject({ label: 'Next &raquo;', page: 2 })
    expect(res.body.links[1]).toMatchObject({ label: '1', page: 1, active: true })
  })

  it('gives the last page partly filled, and an empty page past the end without clamping', async () => {
    const last = await admin.get<Page>('/api/contacts?page=3')
    expect(last.body).toMatchObject({ current_page: 3, from: 31, to: 40, next_page_url: null })
    expect(last.body.data).toHaveLength(10)
    const past = await admin.get<Page>('/api/contacts?page=9')
    expect(past.body).toMatchObject({
      current_page: 9,
      data: [],
      from: null,
      to: null,
      total: 40,
      last_page: 3,
    })
  })

  it('answers an empty page for a filter that matches nothing', async () => {
    const res = await admin.get<Page>('/api/contacts?filter[email]=nobody')
    expect(res.body).toMatchObject({ total: 0, last_page: 1, data: [], from: null, to: null })
  })

  it('keeps the query string in page URLs', async () => {
    const res = await admin.get<Page>('/api/contacts?filter[last_name]=smith&per_page=5')
    expect(res.body.next_page_url).toBe(
      'http://127.0.0.1:8787/api/contacts?filter%5Blast_name%5D=smith&per_page=5&page=2',
    )
  })

  it('filters exact with comma lists (IN) and partial case-insensitively', async () => {
    const exact = await admin.get<Page>('/api/contacts?filter[organisation_id]=1,2&per_page=100')
    expect(exact.body.total).toBe(15)
    const partial = await admin.get<Page>('/api/contacts?filter[first_name]=first0&per_page=100')
    expect(partial.body.total).toBe(9)
    const both = await admin.get<Page>(
      '/api/contacts?filter[organisation_id]=1&filter[last_name]=SMITH',
    )
    expect(both.body.data.map((c) => c.id)).toEqual([9, 7, 5, 3, 1])
  })

  it('sorts on two fields with - for descending', async () => {
    const res = await admin.get<Page>('/api/contacts?sort=last_name,-first_name&per_page=3')
    expect(res.body.data.map((c) => `${c.last_name} ${c.first_name}`)).toEqual([
      'Jones First40',
      'Jones First38',
      'Jones First36',
    ])
  })

  it('answers 400 with spatie wording for an unknown filter, sort or include', async () => {
    const f = await admin.get<{ message: string }>('/api/contacts?filter[password]=x')
    expect(f.status).toBe(400)
    expect(f.body.message).toMatch(
      /^Requested filter\(s\) `password` are not allowed\. Allowed filter\(s\) are `id, organisation_id/,
    )
    const s = await admin.get<{ message: string }>('/api/contacts?sort=secret')
    expect(s.status).toBe(400)
    expect(s.body.message).toMatch(
      /^Requested sort\(s\) `secret` is not allowed\. Allowed sort\(s\) are `id, first_name/,
    )
    const i = await admin.get<{ message: string }>('/api/contacts?include=nothing')
    expect(i.status).toBe(400)
    expect(i.body.message).toMatch(
      /^Requested include\(s\) `nothing` are not allowed\. Allowed include\(s\) are `organisation, owner/,
    )
  })

  it('includes nested relations, counts and exists in snake_case', async () => {
    const res = await admin.get<Page>(
      '/api/contacts?filter[id]=1&include=organisation,notes.author,notesCount,tasksExists',
    )
    const c = res.body.data[0]
    expect(c.organisation).toMatchObject({ id: 1, name: 'Acme Holdings' })
    expect(c.notes).toHaveLength(2)
    expect((c.notes as { author: { email: string } }[])[0].author).toMatchObject({
      email: 'admin@example.com',
    })
    expect((c.notes as { author: Record<string, unknown> }[])[0].author).not.toHaveProperty(
      'password',
    )
    expect(c.notes_count).toBe(2)
    expect(c.tasks_exists).toBe(false)
    const nested = await admin.get<Page>(
      '/api/organisations?include=contacts.organisation&sort=name',
    )
    expect(nested.status).toBe(200)
    const bad = await admin.get<{ message: string }>('/api/contacts?include=organisation.nope')
    expect(bad.status).toBe(400)
  })

  it('selects sparse fields with fields[table] and refuses unknown ones', async () => {
    const res = await admin.get<Page>('/api/contacts?fields[contacts]=id,email&per_page=1')
    expect(Object.keys(res.body.data[0])).toEqual(['id', 'email'])
    const bad = await admin.get<{ message: string }>('/api/contacts?fields[contacts]=id,password')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('Requested field(s) `password` are not allowed')
  })

  it('exports the filtered rows as CSV', async () => {
    const res = await admin.get('/api/contacts/export?filter[organisation_id]=2&sort=id')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lines = res.text.trim().split('\r\n')
    expect(lines[0].startsWith('id,first_name,last_name,email')).toBe(true)
    expect(lines).toHaveLength(6)
  })
})

describe('resource engine: writes and rules of the host', () => {
  it('validates a store with Laravel messages and summary', async () => {
    const admin = await (await fixture()).as(1)
    const res = await admin.post<{ message: string; errors: Record<string, string[]> }>(
      '/api/contacts',
      { email: 'c1@example.com' },
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      email: ['The email has already been taken.'],
    })
    expect(res.body.message).toBe('The first name field is required. (and 2 more errors)')
    const bad = await admin.post<{ errors: Record<string, string[]> }>('/api/contacts', {
      first_name: 'A'.repeat(300),
      last_name: 'B',
      email: 'not-an-email',
      organisation_id: 99,
    })
    expect(bad.body.errors).toEqual({
      first_name: ['The first name field must not be greater than 255 characters.'],
      email: ['The email field must be a valid email address.'],
      organisation_id: ['The selected organisation id is invalid.'],
    })
  })

  it('stores (201, wrapped), shows, updates only the fields sent, and destroys (204)', async () => {
    const admin = await (await fixture()).as(1)
    const created = await admin.post<{ data: Record<string, unknown> }>('/api/contacts', {
      first_name: 'Harriet',
      last_name: 'Vane',
      email: 'harriet@example.com',
      organisation_id: 2,
    })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({
      id: 41,
      first_name: 'Harriet',
      owner_id: 1,
      phone: null,
    })
    const patched = await admin.patch<{ data: Record<string, unknown> }>('/api/contacts/41', {
      city: 'Oxford',
    })
    expect(patched.body.data).toMatchObject({ first_name: 'Harriet', city: 'Oxford' })
    expect((await admin.delete('/api/contacts/41')).status).toBe(204)
    const gone = await admin.get<{ message: string }>('/api/contacts/41')
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe('No query results for model [App\\Models\\Contact] 41')
  })

  it('treats POST with _method=PATCH (multipart) and _method=DELETE as those verbs', async () => {
    const admin = await (await fixture()).as(1)
    const res = await admin.post<{ data: Record<string, unknown> }>(
      '/api/contacts/2',
      { _method: 'PATCH', city: 'York', phone: '' },
      { form: true },
    )
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: 2, city: 'York', phone: null })
    const del = await admin.post('/api/contacts/2', { _method: 'DELETE' })
    expect(del.status).toBe(204)
  })

  it('answers 419 for a write without a matching X-XSRF-TOKEN, 401 without a session', async () => {
    const f = await fixture()
    const admin = await f.as(1)
    const res = await admin.post<{ message: string }>(
      '/api/contacts',
      { first_name: 'x' },
      { noCsrf: true },
    )
    expect(res).toMatchObject({ status: 419, body: { message: 'CSRF token mismatch.' } })
    const wrong = await admin.post(
      '/api/contacts',
      {},
      { headers: { 'X-XSRF-TOKEN': 'forged' }, noCsrf: true },
    )
    expect(wrong.status).toBe(419)
    const anon = createTestClient(f.host, f.router)
    expect(await anon.get('/api/contacts')).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    })
  })

  it('answers 403 when the role lacks the permission, and scopes investors to their own rows', async () => {
    const f = await fixture()
    const entrepreneur = await f.as(2)
    expect(await entrepreneur.get('/api/contacts')).toMatchObject({
      status: 403,
      body: { message: 'This action is unauthorized.' },
    })
    expect((await entrepreneur.post('/api/contacts', {})).status).toBe(403)
    const investor = await f.as(3)
    expect((await investor.get('/api/contacts')).status).toBe(403)
    const notes = await investor.get<Page>('/api/notes')
    expect(notes.body.data.map((n) => n.body)).toEqual(['Own note'])
    expect((await investor.get('/api/notes/1')).status).toBe(403)
    // An investor including a relation only sees what that family lets them see.
    const admin = await f.as(1)
    expect((await admin.get<Page>('/api/notes')).body.total).toBe(2)
  })

  it('answers 405 for a verb the route does not serve and 404 for an unknown route', async () => {
    const admin = await (await fixture()).as(1)
    const res = await admin.request<{ message: string }>('DELETE', '/api/contacts')
    expect(res.status).toBe(405)
    expect(res.body.message).toBe(
      'The DELETE method is not supported for route api/contacts. Supported methods: GET, HEAD, POST.',
    )
    const missing = await admin.get<{ message: string }>('/api/nothing-here')
    expect(missing.body.message).toBe('The route api/nothing-here could not be found.')
  })
})
