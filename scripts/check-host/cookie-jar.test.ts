import { describe, expect, it } from 'vitest'
import { corsRefusal, preflightRefusal } from './browser'
import { CookieJar } from './cookie-jar'
import { registrableDomain, sameSite, sharedCookieDomain } from './site'

const API = new URL('https://api.tenant.example/sanctum/csrf-cookie')

describe('the emulated browser cookie jar', () => {
  it('sends a SameSite=Lax cookie to a same-site API and holds it back from another site', () => {
    const jar = new CookieJar()
    jar.store('laravel_session=abc; path=/; samesite=lax; httponly', API)
    const to = new URL('https://api.tenant.example/api/user')
    expect(jar.forRequest(to, 'https://portal.tenant.example').header).toBe('laravel_session=abc')
    expect(jar.forRequest(to, 'https://portal.other.example')).toEqual({
      header: '',
      withheld: [
        { name: 'laravel_session', reason: 'SameSite=lax and the portal is on another site' },
      ],
    })
  })

  it('lets the portal read XSRF-TOKEN only under a SESSION_DOMAIN covering both hosts', () => {
    const hostOnly = new CookieJar()
    hostOnly.store('XSRF-TOKEN=t1; path=/; samesite=lax', API)
    expect(hostOnly.readableFrom('https://portal.tenant.example', 'XSRF-TOKEN')).toBeUndefined()
    expect(hostOnly.readableFrom('https://api.tenant.example', 'XSRF-TOKEN')).toBe('t1')

    const shared = new CookieJar()
    shared.store('XSRF-TOKEN=t2; path=/; domain=.tenant.example; samesite=lax', API)
    expect(shared.readableFrom('https://portal.tenant.example', 'XSRF-TOKEN')).toBe('t2')
    shared.store('laravel_session=s; path=/; domain=.tenant.example; httponly', API)
    expect(shared.readableFrom('https://portal.tenant.example', 'laravel_session')).toBeUndefined()
  })

  it('drops what a browser drops, saying why', () => {
    const jar = new CookieJar()
    const http = new URL('http://api.tenant.example/')
    expect(jar.store('a=1; domain=other.example', API).rejected).toMatch(
      /Domain=other\.example does not cover/,
    )
    expect(jar.store('b=1; secure', http).rejected).toMatch(/Secure but came over http/)
    expect(jar.store('c=1; samesite=none', API).rejected).toMatch(/SameSite=None without Secure/)
    expect(jar.names()).toEqual([])
  })

  it('forgets a cookie Laravel expires, and one whose time is up', () => {
    let now = 1_000_000
    const jar = new CookieJar(() => now)
    jar.store('XSRF-TOKEN=t; Max-Age=60; path=/', API)
    expect(jar.get('XSRF-TOKEN')?.value).toBe('t')
    expect(jar.store('XSRF-TOKEN=deleted; Max-Age=0; path=/', API).deleted).toBe(true)
    expect(jar.get('XSRF-TOKEN')).toBeUndefined()
    jar.store('XSRF-TOKEN=u; Max-Age=60; path=/', API)
    now += 61_000
    expect(jar.get('XSRF-TOKEN')).toBeUndefined()
  })
})

describe('sites and cookie domains', () => {
  it('approximates the registrable domain', () => {
    expect(registrableDomain('api.tenant.example')).toBe('tenant.example')
    expect(registrableDomain('api.tenant.co.uk')).toBe('tenant.co.uk')
    expect(registrableDomain('127.0.0.1')).toBe('127.0.0.1')
    expect(sameSite('http://127.0.0.1:5173', 'http://127.0.0.1:8000')).toBe(true)
    expect(sameSite('https://portal.tenant.example', 'http://api.tenant.example')).toBe(false)
  })

  it('finds the SESSION_DOMAIN two hosts can share, if any', () => {
    expect(sharedCookieDomain('api.tenant.example', 'portal.tenant.example')).toBe(
      '.tenant.example',
    )
    expect(sharedCookieDomain('api.tenant.co.uk', 'app.tenant.co.uk')).toBe('.tenant.co.uk')
    expect(sharedCookieDomain('api.a.co.uk', 'app.b.co.uk')).toBeNull()
    expect(sharedCookieDomain('api.example.com', 'portal.example.net')).toBeNull()
    expect(sharedCookieDomain('127.0.0.1', '127.0.0.1')).toBeNull()
  })
})

describe('CORS as the browser judges it', () => {
  const headers = (h: Record<string, string>) => new Headers(h)
  const origin = 'https://portal.tenant.example'

  it('needs the exact origin and credentials allowed', () => {
    const ok = { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' }
    expect(corsRefusal(headers(ok), origin)).toBeNull()
    expect(corsRefusal(headers({ ...ok, 'Access-Control-Allow-Origin': '*' }), origin)).toMatch(
      /`\*`/,
    )
    expect(corsRefusal(headers({ 'Access-Control-Allow-Origin': origin }), origin)).toMatch(
      /Allow-Credentials is not `true`/,
    )
  })

  it('reads `*` in a credentialed preflight as a literal name, not a wildcard', () => {
    const res = {
      status: 204,
      headers: headers({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': '*',
        'Access-Control-Allow-Headers': '*',
      }),
    }
    expect(preflightRefusal(res, origin, 'DELETE', [])).toMatch(/does not list DELETE/)
    expect(preflightRefusal(res, origin, 'POST', ['X-XSRF-TOKEN'])).toMatch(
      /Allow-Headers does not list X-XSRF-TOKEN/,
    )
    expect(preflightRefusal({ ...res, status: 405 }, origin, 'POST', [])).toMatch(/answered 405/)
  })
})
