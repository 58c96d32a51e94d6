import { describe, expect, it } from 'vitest'
import { categoryApprovalOf, investBlockKinds, investFacts } from './invest-eligibility'

const settings = (approval: 0 | 1, popups: 0 | 1 = 1) => ({
  compliance_requires_categorisation_approval: approval,
  investor_type_popup: popups,
  compliance_test_enabled: 0,
})
const investor = (status: string | null, category: number | null = 2) => ({
  role_id: 5,
  email_verified_at: '2026-01-01',
  accepted_terms_version: 1,
  investor_category_id: category,
  category_confirmed_at: category ? '2026-10-01' : null,
  category_approval_status: status,
})
const blocks = (user: ReturnType<typeof investor>, approval: 0 | 1, popups: 0 | 1 = 1) =>
  investBlockKinds(
    investFacts({
      user,
      settings: settings(approval, popups),
      status: () => 'notRequired',
      now: 0,
    }),
  )

describe('categorisation approval in the rule of who may invest', () => {
  it('with the flag off reads no status: a confirmed category counts as before', () => {
    for (const status of [null, 'awaiting', 'rejected', 'approved'])
      expect(blocks(investor(status), 0), String(status)).toEqual([])
  })

  it('with the flag on, a category counts only once approved (none asked counts as approved)', () => {
    expect(blocks(investor('awaiting'), 1)).toEqual(['categorisationApproval'])
    expect(blocks(investor('rejected'), 1)).toEqual(['categorisationRejected'])
    expect(blocks(investor('approved'), 1)).toEqual([])
    expect(blocks(investor(null), 1)).toEqual([])
  })

  it('asks for a category with the flag on even with the pop-ups off', () => {
    expect(blocks(investor(null, null), 1, 0)).toEqual(['categorisation'])
    expect(blocks(investor(null, null), 0, 0)).toEqual([])
  })

  it('holds staff to no category approval', () => {
    expect(categoryApprovalOf({ ...investor('awaiting'), role_id: 1 }, true)).toBe('approved')
    expect(categoryApprovalOf(investor('awaiting'), true)).toBe('awaiting')
    expect(categoryApprovalOf(investor('awaiting'), false)).toBe('approved')
  })
})
