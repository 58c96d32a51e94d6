import { describe, expect, it } from 'vitest'
import { resolveConfig } from './resolve'
import { DEFAULT_CONFIG } from './types'

const resolve = (file: unknown, env: Record<string, unknown> = {}, liveOnly = false) =>
  resolveConfig({ file, env, liveOnly })

describe('resolveConfig', () => {
  it('falls back to the documented defaults', () => {
    expect(resolve(null)).toEqual({
      apiMode: 'mock',
      apiUrl: '',
      pusherKey: 'mock-key',
      pusherCluster: 'eu',
      maintenanceMode: '0',
      payments: true,
    })
    expect(resolve(null)).toEqual(DEFAULT_CONFIG)
    // Unset optional keys are absent, not undefined, so they can be spread into options.
    expect(Object.keys(resolve(null))).not.toContain('pusherHost')
  })

  it('takes VITE_* variables over defaults and config.json over both', () => {
    const env = {
      VITE_API_MODE: 'live',
      VITE_API_URL: 'https://env.example.com',
      VITE_PUSHER_KEY: 'env-key',
      VITE_PUSHER_CLUSTER: 'us2',
      VITE_PUSHER_HOST: 'ws.env.example.com',
      VITE_PUSHER_PORT: '6001',
      VITE_PUSHER_TLS: 'true',
      VITE_MAINTENANCE_MODE: '1',
    }
    expect(resolve({}, env)).toEqual({
      apiMode: 'live',
      apiUrl: 'https://env.example.com',
      pusherKey: 'env-key',
      pusherCluster: 'us2',
      pusherHost: 'ws.env.example.com',
      pusherPort: 6001,
      pusherTLS: true,
      maintenanceMode: '1',
      payments: false,
    })
    const file = { apiMode: 'mock', apiUrl: 'https://file.example.com/', pusherPort: 443 }
    expect(resolve(file, env)).toMatchObject({
      apiMode: 'mock',
      apiUrl: 'https://file.example.com',
      pusherKey: 'env-key',
      pusherPort: 443,
    })
  })

  it('lets config.json choose same origin over a VITE_API_URL', () => {
    expect(resolve({ apiUrl: '' }, { VITE_API_URL: 'https://env.example.com' }).apiUrl).toBe('')
  })

  it('ignores invalid values, falling through to the next source', () => {
    const env = { VITE_API_URL: 'https://env.example.com', VITE_API_MODE: 'live' }
    const file = {
      apiMode: 'demo',
      apiUrl: 'javascript:alert(1)',
      pusherKey: '   ',
      pusherHost: 'wss://host/path',
      pusherPort: '70000',
      pusherTLS: 'maybe',
      maintenanceMode: 'soon',
      payments: 'perhaps',
    }
    expect(resolve(file, env)).toEqual({
      ...DEFAULT_CONFIG,
      apiMode: 'live',
      apiUrl: 'https://env.example.com',
      payments: false,
    })
  })

  it('takes profile payments as on in mock mode and off in live mode unless `payments` says', () => {
    expect(resolve({}).payments).toBe(true)
    expect(resolve({ apiMode: 'live' }).payments).toBe(false)
    expect(resolve({ apiMode: 'live', payments: true }).payments).toBe(true)
    expect(resolve({ apiMode: 'live' }, { VITE_PAYMENTS: '1' }).payments).toBe(true)
    expect(resolve({ payments: '0' }).payments).toBe(false)
  })

  it.each([
    ['https://api.example.com///', 'https://api.example.com'],
    ['http://localhost:8000/', 'http://localhost:8000'],
    ['https://example.com/backend/', 'https://example.com/backend'],
    ['  https://api.example.com  ', 'https://api.example.com'],
    ['ftp://api.example.com', ''],
    ['data:text/html,hi', ''],
    ['https://user:pass@api.example.com', ''],
    ['not a url', ''],
  ])('normalises apiUrl %j to %j', (raw, expected) => {
    expect(resolve({ apiUrl: raw }).apiUrl).toBe(expected)
  })

  it.each([
    ['1', '1'],
    [1, '1'],
    [true, '1'],
    ['0', '0'],
    [false, '0'],
    ['yes', '1'],
  ])('normalises maintenanceMode %j to %j', (raw, expected) => {
    expect(resolve({ maintenanceMode: raw }).maintenanceMode).toBe(expected)
  })

  it('accepts apiMode case-insensitively', () => {
    expect(resolve({ apiMode: ' LIVE ' }).apiMode).toBe('live')
  })

  it('forces live mode in a live-only build, whatever config.json says', () => {
    expect(resolve({ apiMode: 'mock' }, { VITE_API_MODE: 'mock' }, true).apiMode).toBe('live')
  })

  it('ignores a config.json that is not an object', () => {
    expect(resolve(['apiMode', 'live'])).toEqual(DEFAULT_CONFIG)
    expect(resolve('{"apiMode":"live"}')).toEqual(DEFAULT_CONFIG)
  })
})
