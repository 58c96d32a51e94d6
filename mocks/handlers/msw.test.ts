import { setupServer } from 'msw/node'
import { beforeAll, expect, it, vi } from 'vitest'
import { TableNotRead, type Row } from '../db/db'
import type { MockApi } from '../node'
import { seededMockApi } from '../testing/mock-api'
import { hostHandler, serve } from './msw'

let api: MockApi
beforeAll(async () => {
  api = await seededMockApi()
})

/** Puts `name`'s rows back in "storage", as the in-browser host's start leaves most tables. */
function toStorage(name: string) {
  const table = api.host.db.table(name)
  const rows = table.all().map((r) => ({ ...r })) as Row[]
  const fetch = vi.fn(async () => () => rows)
  table.loadWhenAsked(fetch)
  return { table, fetch }
}

const request = (method: string, path: string, body?: unknown) =>
  new Request(`http://127.0.0.1:8787${path}`, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

it('serves a read that meets a table still in storage once the table is read', async () => {
  const { table, fetch } = toStorage('branding')
  expect(() => table.count()).toThrow(TableNotRead)
  const res = await serve(api.host, api.router, request('GET', '/api/branding/1'), {})
  expect(res.status).toBe(200)
  expect(fetch).toHaveBeenCalledTimes(1)
  expect(table.unread).toBe(false)
  expect(table.count()).toBeGreaterThan(0)
})

it('reads every table before a write, so a write never runs twice', async () => {
  const { fetch } = toStorage('terms')
  const res = await serve(api.host, api.router, request('POST', '/login', { email: 'x' }), {})
  // The host refuses it (no CSRF token), but only after every table was read.
  expect(res.status).toBe(419)
  expect(fetch).toHaveBeenCalledTimes(1)
})

it('answers once what the host wrote is stored, so a reload straight after finds it', async () => {
  let release = () => {}
  const stored = vi.fn(() => new Promise<void>((resolve) => (release = resolve)))
  const server = setupServer(hostHandler(api.host, api.router, stored))
  server.listen({ onUnhandledRequest: 'error' })
  try {
    let answered = false
    const answer = fetch('http://127.0.0.1:8787/sanctum/csrf-cookie').then((res) => {
      answered = true
      return res
    })
    await vi.waitFor(() => expect(stored).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(answered).toBe(false)
    release()
    expect((await answer).status).toBe(204)
  } finally {
    server.close()
  }
})
