// @vitest-environment dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { takeEarlyRead, EARLY_READ_PATHS } from '@/lib/api/early-reads'
import { loadConfig } from '@/lib/config'
import {
  isFirstMockVisit,
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

  it('offers a first visit what the host will answer once seeded, and only a first visit', async () => {
    const seeded = { status: 200, body: { data: { id: 1, page_title: 'Seeded' } } }
    expect(isFirstMockVisit()).toBe(true)
    expect(offerSettingsSnapshot(() => seeded)).toBe(true)
    await expect(takeEarlyRead(EARLY_READ_PATHS.tenantSettings)).resolves.toEqual(seeded)

    // A host has run since: its own answer wins.
    saveSettingsSnapshot(answer)
    expect(isFirstMockVisit()).toBe(false)
    expect(offerSettingsSnapshot(() => seeded)).toBe(true)
    await expect(takeEarlyRead(EARLY_READ_PATHS.tenantSettings)).resolves.toEqual(answer)

    // A host that withheld its answer (a fault is set): the next visit waits for the host,
    // rather than paint with the seed's settings over whatever it now holds.
    saveSettingsSnapshot(null)
    expect(isFirstMockVisit()).toBe(false)
    expect(offerSettingsSnapshot(() => seeded)).toBe(false)
  })

  it('ignores a snapshot it cannot read', () => {
    localStorage.setItem('mock-host:settings-answer', '{not json')
    expect(readSettingsSnapshot()).toBeNull()
  })
})
