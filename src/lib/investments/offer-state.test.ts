import { describe, expect, it } from 'vitest'
import { offerStateOn } from './offer-state'

const TODAY = '2026-11-01'
const state = (status: string, deadline: string, choice: number | null) =>
  offerStateOn({ status, deadline, choice }, TODAY)

describe('offerStateOn', () => {
  it('keeps an offer open to the end of its deadline day', () => {
    expect(state('open', '2026-11-01', null)).toBe('open')
    expect(state('open', '2026-11-30', 5)).toBe('open')
  })

  it('ends an offer the day after its deadline by its answer, whatever the host still stores', () => {
    for (const choice of [2, 3, 6]) expect(state('open', '2026-10-31', choice)).toBe('exercised')
    for (const choice of [null, 1, 4, 5]) expect(state('open', '2026-10-31', choice)).toBe('lapsed')
    expect(state('lapsed', '2026-12-31', 2)).toBe('exercised')
  })

  it('keeps an offer staff closed, or a newer round replaced, closed', () => {
    expect(state('closed', '2026-12-31', 2)).toBe('closed')
  })
})
