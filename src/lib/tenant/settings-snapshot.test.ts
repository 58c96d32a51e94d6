// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { takeEarlyRead, EARLY_READ_PATHS } from '../api/early-reads'
import { loadConfig } from '../config'
import {
  offerSettingsSnapshot,
  readSettingsSnapshot,
  saveSettingsSnapshot,
} from './settings-snapshot'

beforeAll(async () => {
  await loadConfig({ url: 'data:application/json,{}', env: { VITE_API_MODE: 'mock' } })
})

afterEach(() => {
  localStorage.clear()
  delete window.__earlyReads
})

const answer = { status: 200, body: { data: { id: 1, page_title: 'Northgate Ventures' } } }

describe('the mock host settings snapshot', () => {
  it("hands the host's last settings answer to the next visit's settings call, once", async () => {
    saveSettingsSnapshot(answer)
    expect(offerSettingsSnapshot()).toBe(true)
    await expect(takeEarlyRead(EARLY_READ_PATHS.tenantSettings)).resolves.toEqual(answer)
    // Later reads go to the host.
    await expect(takeEarlyRead(EARLY_READ_PATHS.tenantSettings)).resolves.toBeNull()
  })

  it('keeps nothing but a 200, and offers nothing without one', () => {
    saveSettingsSnapshot(answer)
    saveSettingsSnapshot({ status: 500, body: null })
    expect(readSettingsSnapshot()).toBeNull()
    expect(offerSettingsSnapshot()).toBe(false)
    expect(window.__earlyReads).toBeUndefined()
  })

  it('ignores a snapshot it cannot read', () => {
    localStorage.setItem('mock-host:settings-answer', '{not json')
    expect(readSettingsSnapshot()).toBeNull()
  })
})
