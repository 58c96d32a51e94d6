import { AxiosError, AxiosHeaders } from 'axios'
import { describe, expect, it } from 'vitest'
import { TimeoutError } from '@/lib/api'
import type { CurrentUser } from './current-user-query'
import { maintenanceRedirect, sessionStateFrom } from './session-state'

function httpError(status: number) {
  const config = { headers: new AxiosHeaders() }
  return new AxiosError('x', 'ERR', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: {},
  })
}

const user = { id: 1, email: 'a@b.c' } as CurrentUser

describe('sessionStateFrom (SPEC §4 auth state)', () => {
  it('is logged in with the user on a 200, logged out on a 401 (null)', () => {
    expect(sessionStateFrom({ status: 'success', data: user, error: null })).toEqual({
      status: 'loggedIn',
      user,
    })
    expect(sessionStateFrom({ status: 'success', data: null, error: null }).status).toBe(
      'loggedOut',
    )
  })

  it('reports 503 and timeouts as maintenance, other failures as logged out', () => {
    const state = (error: unknown) =>
      sessionStateFrom({ status: 'error', data: user, error }).status
    expect(state(httpError(503))).toBe('maintenance')
    expect(state(new TimeoutError())).toBe('maintenance')
    expect(state(httpError(500))).toBe('loggedOut')
    expect(state(new Error('Network Error'))).toBe('loggedOut')
  })

  it('is pending until the first answer', () => {
    expect(sessionStateFrom({ status: 'pending', data: undefined, error: null }).status).toBe(
      'pending',
    )
  })
})

describe('maintenanceRedirect (SPEC §2)', () => {
  it('sends every page to /maintenance while the flag is on', () => {
    expect(maintenanceRedirect('/admin', '1', 'loggedIn')).toBe('/maintenance')
    expect(maintenanceRedirect('/login', '1', 'pending')).toBe('/maintenance')
    expect(maintenanceRedirect('/maintenance', '1', 'loggedOut')).toBeNull()
  })

  it('sends every page to /maintenance when the user call says the site is down', () => {
    expect(maintenanceRedirect('/investor', '0', 'maintenance')).toBe('/maintenance')
  })

  it('leaves /maintenance for / once the site is back and the flag is off', () => {
    expect(maintenanceRedirect('/maintenance', '0', 'loggedOut')).toBe('/')
    expect(maintenanceRedirect('/maintenance/', '0', 'loggedIn')).toBe('/')
    expect(maintenanceRedirect('/maintenance', '0', 'pending')).toBeNull()
    expect(maintenanceRedirect('/admin', '0', 'loggedIn')).toBeNull()
  })
})
