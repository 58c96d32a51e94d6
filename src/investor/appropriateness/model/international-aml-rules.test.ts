import { describe, expect, it } from 'vitest'
import { investFacts } from '@/lib/investments'
import { eligibilityFrom } from './eligibility-rules'

const facts = (on: 0 | 1, status: string | null) =>
  investFacts({
    user: {
      role_id: 5,
      email_verified_at: '2026-01-01T00:00:00.000000Z',
      accepted_terms_version: 99,
      country: 'FR',
      international_aml_status: status,
    },
    settings: { ca_use_intl_check: on, compliance_test_enabled: 0 },
    status: () => 'notRequired',
    now: Date.now(),
  })

describe('the portal explains the international check', () => {
  it('sends a non-UK investor to upload the documents until staff pass the check', () => {
    const { status, blocks } = eligibilityFrom(facts(1, null))
    expect(status).toBe('blocked')
    expect(blocks).toEqual([
      {
        kind: 'internationalAml',
        message:
          'As you live outside the UK, we must complete an enhanced due-diligence check before you invest. Upload the documents it asks for; you can invest once our compliance team has passed it.',
        action: {
          label: 'Upload your international check documents',
          to: '/investor/profile/identity',
        },
      },
    ])
  })

  it('after a failed check, says so and asks them to contact us', () => {
    expect(eligibilityFrom(facts(1, 'failed')).blocks.map((b) => b.kind)).toEqual([
      'internationalAmlFailed',
    ])
  })

  it('with the flag off or the check passed, the investor is free to invest', () => {
    expect(eligibilityFrom(facts(0, null)).status).toBe('eligible')
    expect(eligibilityFrom(facts(1, 'passed')).status).toBe('eligible')
  })
})
