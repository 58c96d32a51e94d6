// @vitest-environment dom
import { afterEach, describe, expect, it } from 'vitest'
import { Database } from '../db/db'
import type { EarlyAnswer } from '../../src/lib/api/early-reads'
import { readSettingsSnapshot } from '../../src/lib/tenant/settings-snapshot'
import { keepSettingsSnapshot } from './settings-snapshot-keeper'

afterEach(() => localStorage.clear())

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** A host's settings answer that the test releases by hand, one call at a time. */
function heldAnswers() {
  const calls: ((answer: EarlyAnswer | null) => void)[] = []
  const answer = () => new Promise<EarlyAnswer | null>((resolve) => calls.push(resolve))
  return { answer, calls }
}

async function keeper() {
  const db = new Database()
  await db.table('branding').insert({ primary_colour: '#111111' })
  const held = heldAnswers()
  const kept = keepSettingsSnapshot(db, held.answer, Promise.resolve())
  await settle()
  held.calls.shift()!({ status: 200, body: { primary_colour: '#111111' } })
  await settle()
  return { db, held, kept }
}

describe('keepSettingsSnapshot', () => {
  it('saves the host’s answer once it has started', async () => {
    await keeper()
    expect(readSettingsSnapshot()).toEqual({ status: 200, body: { primary_colour: '#111111' } })
  })

  it('drops the saved answer at once when a setting changes, and saves the new one when answered', async () => {
    const { db, held } = await keeper()
    await db.table('branding').update(1, { primary_colour: '#222222' })
    // A page opened now finds nothing to paint with, not the old colour.
    expect(readSettingsSnapshot()).toBeNull()
    await settle()
    held.calls.shift()!({ status: 200, body: { primary_colour: '#222222' } })
    await settle()
    expect(readSettingsSnapshot()?.body).toEqual({ primary_colour: '#222222' })
  })

  it('keeps the newest answer when an older refresh finishes last', async () => {
    const { db, held } = await keeper()
    await db.table('branding').update(1, { primary_colour: '#222222' })
    await db.table('branding').update(1, { primary_colour: '#333333' })
    await settle()
    const [older, newer] = held.calls
    newer({ status: 200, body: { primary_colour: '#333333' } })
    await settle()
    older({ status: 200, body: { primary_colour: '#222222' } })
    await settle()
    expect(readSettingsSnapshot()?.body).toEqual({ primary_colour: '#333333' })
  })

  it('keeps nothing while a fault is set, without asking the host', async () => {
    const { db, held } = await keeper()
    await db.table('faults').insert({ path: '/api/branding/1', status: 500 })
    await settle()
    expect(held.calls).toHaveLength(0)
    expect(readSettingsSnapshot()).toBeNull()
  })

  it('refreshes after a reset, which writes no change event', async () => {
    const { held, kept } = await keeper()
    void kept.refresh()
    await settle()
    held.calls.shift()!({ status: 200, body: { primary_colour: '#444444' } })
    await settle()
    expect(readSettingsSnapshot()?.body).toEqual({ primary_colour: '#444444' })
  })
})
