import { describe, expect, it } from 'vitest'
import { findOperation, operations, responseStatuses, validateResponse } from './contract'

const JSON_TYPE = 'application/json'

describe('contract operations', () => {
  it('lists every operation once, with unique operationIds', () => {
    const ops = operations()
    expect(ops).toContainEqual({
      method: 'GET',
      path: '/sanctum/csrf-cookie',
      operationId: 'csrfCookie',
    })
    expect(ops).toContainEqual({ method: 'GET', path: '/api/user', operationId: 'currentUser' })
    const ids = ops.map((o) => o.operationId)
    expect(ids.every(Boolean)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('matches concrete URLs to templates, literal segments first', () => {
    expect(findOperation('get', '/api/user?include=organisations')?.operationId).toBe('currentUser')
    expect(findOperation('GET', '/api/contacts/export')?.operationId).toBe('contactsExport')
    expect(findOperation('GET', '/api/contacts/12')?.operationId).toBe('contactsShow')
    expect(findOperation('POST', '/api/notifications/user/mark-read')?.operationId).toBe(
      'userNotificationsMarkAllRead',
    )
    expect(
      findOperation('POST', 'http://127.0.0.1/api/notifications/admin/mark-read/9b1d-uuid')
        ?.operationId,
    ).toBe('adminNotificationsMarkRead')
    expect(findOperation('HEAD', '/api/branding/1')?.operationId).toBe('brandingShow')
    expect(findOperation('DELETE', '/api/branding/1')).toBeUndefined()
    expect(findOperation('GET', '/api/nothing-here')).toBeUndefined()
  })

  it('lists the declared statuses of an operation', () => {
    expect(responseStatuses('GET', '/api/user')).toEqual(['200', '400', '401', '503'])
  })
})

describe('validateResponse', () => {
  it("accepts Laravel's 401 body for GET /api/user and rejects other shapes", () => {
    expect(
      validateResponse('GET', '/api/user', 401, JSON_TYPE, { message: 'Unauthenticated.' }),
    ).toEqual([])
    expect(
      validateResponse('GET', '/api/user', 401, JSON_TYPE, { error: 'Unauthenticated' }),
    ).not.toEqual([])
    const wording = validateResponse('GET', '/api/user', 401, JSON_TYPE, {
      message: 'Unauthorised',
    })
    expect(wording.join('\n')).toMatch(/constant/)
  })

  it('treats an undeclared status or content type as an error', () => {
    expect(validateResponse('GET', '/api/user', 418, JSON_TYPE, {})[0]).toMatch(/not declared/)
    expect(validateResponse('GET', '/api/user', 401, 'text/html', '<html>')[0]).toMatch(
      /content type/,
    )
    expect(validateResponse('GET', '/api/nope', 200, JSON_TYPE, {})[0]).toMatch(/no such operation/)
  })

  it('expects an empty 204 from the csrf-cookie route', () => {
    expect(validateResponse('GET', '/sanctum/csrf-cookie', 204, null, '')).toEqual([])
    expect(
      validateResponse('GET', '/sanctum/csrf-cookie', 204, JSON_TYPE, { ok: true }),
    ).not.toEqual([])
  })

  it('checks 419, 422 and 503 bodies', () => {
    expect(
      validateResponse('POST', '/logout', 419, JSON_TYPE, { message: 'CSRF token mismatch.' }),
    ).toEqual([])
    const failed = {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    }
    expect(validateResponse('POST', '/login', 422, JSON_TYPE, failed)).toEqual([])
    expect(
      validateResponse('POST', '/login', 422, JSON_TYPE, { message: 'x', errors: { email: 'x' } }),
    ).not.toEqual([])
    expect(
      validateResponse('GET', '/api/branding', 503, JSON_TYPE, { message: 'Service Unavailable' }),
    ).toEqual([])
  })

  it("validates Laravel's paginator envelope exactly", () => {
    const page = {
      current_page: 1,
      data: [],
      first_page_url: 'http://localhost/api/contacts?page=1',
      from: null,
      last_page: 1,
      last_page_url: 'http://localhost/api/contacts?page=1',
      links: [
        { url: null, label: '&laquo; Previous', page: null, active: false },
        { url: 'http://localhost/api/contacts?page=1', label: '1', page: 1, active: true },
        { url: null, label: 'Next &raquo;', page: null, active: false },
      ],
      next_page_url: null,
      path: 'http://localhost/api/contacts',
      per_page: 15,
      prev_page_url: null,
      to: null,
      total: 0,
    }
    expect(validateResponse('GET', '/api/contacts', 200, JSON_TYPE, page)).toEqual([])
    const extra = validateResponse('GET', '/api/contacts', 200, JSON_TYPE, { ...page, meta: {} })
    expect(extra.join('\n')).toMatch(/additional properties \(meta\)/)
    const { total: _total, ...missing } = page
    expect(validateResponse('GET', '/api/contacts', 200, JSON_TYPE, missing)).not.toEqual([])
  })

  it('validates notifications and the broadcasting answers', () => {
    const notification = {
      id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      type: 'App\\Notifications\\UpdateReportPublished',
      notifiable_type: 'App\\Models\\User',
      notifiable_id: 7,
      data: {
        message: 'A new update report is available',
        cta: '/investor/reports/3',
        icon: 'update_reports',
      },
      read_at: null,
      created_at: '2026-11-01T09:00:00.000000Z',
      updated_at: '2026-11-01T09:00:00.000000Z',
    }
    const path = '/api/notifications/user'
    expect(validateResponse('GET', path, 200, JSON_TYPE, { data: [notification] })).toEqual([])
    const badTime = { ...notification, created_at: '2026-11-01 09:00:00' }
    expect(validateResponse('GET', path, 200, JSON_TYPE, { data: [badTime] })).not.toEqual([])

    const auth = { auth: `app-key:${'a'.repeat(64)}` }
    expect(validateResponse('POST', '/api/broadcasting/auth', 200, JSON_TYPE, auth)).toEqual([])
    expect(
      validateResponse('POST', '/api/broadcasting/auth', 403, JSON_TYPE, { message: '' }),
    ).toEqual([])
    expect(
      validateResponse('POST', '/api/broadcasting/auth', 403, JSON_TYPE, {
        message: 'This action is unauthorized.',
      }),
    ).not.toEqual([])
  })
})
