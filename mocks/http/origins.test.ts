import { describe, expect, it } from 'vitest'
import { isLoopbackOrigin, originPolicy } from './origins'

describe('isLoopbackOrigin', () => {
  it.each([
    'http://127.0.0.1:4412',
    'http://127.0.0.1',
    'https://127.0.0.1:8443',
    'http://127.8.9.10:3000',
    'http://localhost:5173',
    'https://localhost',
    'http://[::1]:4173',
  ])('allows %s', (origin) => expect(isLoopbackOrigin(origin)).toBe(true))

  it.each([
    'http://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'http://128.0.0.1:4173',
    'http://10.0.0.1:4173',
    'http://192.168.1.5:5173',
    'ftp://127.0.0.1',
    'file://',
    'null',
    '',
    'http://127.0.0.1:4173/path',
  ])('refuses %s', (origin) => expect(isLoopbackOrigin(origin)).toBe(false))
})

describe('originPolicy', () => {
  it('defaults to every loopback origin', () => {
    const allowed = originPolicy(undefined)
    expect(allowed('http://127.0.0.1:4999')).toBe(true)
    expect(allowed('https://portal.tenant.example')).toBe(false)
  })

  it('takes MOCK_ORIGINS instead of the default, trimmed', () => {
    const allowed = originPolicy(' https://portal.tenant.example , http://127.0.0.1:4412')
    expect(allowed('https://portal.tenant.example')).toBe(true)
    expect(allowed('http://127.0.0.1:4412')).toBe(true)
    expect(allowed('http://127.0.0.1:5173')).toBe(false)
  })

  it('closes CORS when MOCK_ORIGINS is empty', () => {
    const allowed = originPolicy('')
    expect(allowed('http://127.0.0.1:5173')).toBe(false)
    expect(allowed('')).toBe(false)
  })
})
