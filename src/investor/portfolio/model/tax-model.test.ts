import { describe, expect, it } from 'vitest'
import { taxYearStarting } from '@/lib/tax-relief'
import type { MyInvestment } from '../api/portfolio-queries'
import { hmrcStatusOf, qualifyingText, taxHoldingsOf } from './tax-holdings'
import { PACK_STATEMENT, packCsv, packFilename } from './tax-pack'

type Issue = NonNullable<MyInvestment['share_issue']>

let nextId = 1
function investment(
  scheme: 'EIS' | 'SEIS' | 'none',
  amount: number,
  issue: Partial<Issue> | null,
  extra: Partial<MyInvestment> = {},
): MyInvestment {
  const id = nextId++
  return {
    id,
    investment_opportunity_id: 100 + id,
    tax_option: scheme,
    amount,
    shares: amount / 2,
    status: 'paid',
    carry_back: 0,
    investment_opportunity: { name: `Round ${id}`, company_name: `Company ${id} Ltd` },
    share_issue: issue && {
      scheme,
      knowledge_intensive: 0,
      statement_status: 'not_submitted',
      statement_submitted_at: null,
      unique_investment_reference: null,
      ...issue,
    },
    tax_certificates: [],
    ...extra,
  } as unknown as MyInvestment
}

describe('taxHoldingsOf', () => {
  it('keeps paid EIS and SEIS subscriptions only, those awaiting a share issue too', () => {
    const held = taxHoldingsOf(
      [
        investment('EIS', 1000, { issue_date: '2025-05-01' }),
        investment('SEIS', 2000, null),
        investment('none', 3000, null),
        investment('EIS', 4000, null, { status: 'reserved' }),
      ],
      '2026-01-01',
    )
    expect(held.map((h) => [h.scheme, h.amount, h.issueDate])).toEqual([
      ['EIS', 1000, '2025-05-01'],
      ['SEIS', 2000, null],
    ])
  })

  it('moves a carried-back subscription a year and says where its relief counts', () => {
    const [h] = taxHoldingsOf(
      [investment('SEIS', 10_000, { issue_date: '2025-04-06' }, { carry_back: 1 })],
      '2026-01-01',
    )
    expect(h).toMatchObject({ carryBack: true, relief: 5000 })
    expect(h.year?.label).toBe('2024–25')
    expect(h.issueYear?.label).toBe('2025–26')
  })

  it('reads carry-back as a host casts it (true or "1"), the box and the year alike', () => {
    for (const carryBack of [true, '1']) {
      const [h] = taxHoldingsOf(
        [
          investment('SEIS', 10_000, { issue_date: '2025-04-06' }, {
            carry_back: carryBack,
          } as unknown as Partial<MyInvestment>),
        ],
        '2026-01-01',
      )
      expect(h.carryBack).toBe(true)
      expect(h.year?.label).toBe('2024–25')
    }
  })

  it('links the issued certificate of the scheme and ignores others', () => {
    const [h] = taxHoldingsOf(
      [
        investment(
          'EIS',
          1000,
          { issue_date: '2025-05-01' },
          {
            tax_certificates: [
              { status: 'issued', scheme: 'EIS', document_id: 77 },
            ] as MyInvestment['tax_certificates'],
          },
        ),
      ],
      '2026-01-01',
    )
    expect(h).toMatchObject({ certificateIssued: true, certificateDocumentId: 77 })
  })

  it('words the qualifying date before and after it', () => {
    const [before, after] = taxHoldingsOf(
      [
        investment('EIS', 1, { issue_date: '2023-12-01' }),
        investment('EIS', 1, { issue_date: '2022-12-01' }),
      ],
      '2025-12-01',
    )
    expect(qualifyingText(before)).toBe(
      'Selling before 1 Dec 2026 means HMRC withdraws the relief.',
    )
    expect(qualifyingText(after)).toBe(
      'Held three years on 1 Dec 2025: the relief is no longer at risk from a sale.',
    )
  })
})

describe('hmrcStatusOf', () => {
  it('says where the compliance statement is', () => {
    expect(hmrcStatusOf(null)).toBe('Compliance statement not yet submitted')
    expect(
      hmrcStatusOf({
        statement_status: 'submitted',
        statement_submitted_at: '2025-09-03',
      } as Issue),
    ).toBe('Submitted to HMRC on 3 Sept 2025')
    expect(
      hmrcStatusOf({
        statement_status: 'authorised',
        unique_investment_reference: 'UIR-123',
      } as Issue),
    ).toBe('Authorised – UIR UIR-123')
  })
})

describe('packCsv', () => {
  it('lists the year’s subscriptions in the pack’s columns, then the statement', () => {
    const holdings = taxHoldingsOf(
      [
        investment('EIS', 25_000, {
          issue_date: '2025-06-01',
          knowledge_intensive: 1,
          statement_status: 'authorised',
          unique_investment_reference: 'X1',
        }),
        investment('SEIS', 10_000.5, { issue_date: '2026-04-05' }),
        investment('SEIS', 8_000, { issue_date: '2026-04-06' }, { carry_back: 1 }),
        investment('EIS', 5_000, { issue_date: '2026-04-06' }),
      ],
      '2026-11-30',
    )
    const [head, ...lines] = packCsv(holdings, taxYearStarting(2025)).split('\r\n')
    expect(head).toBe(
      'Company,Scheme,Shares,Amount (GBP),Share issue date,Tax year claimed,Carry-back,HMRC reference (UIR),Certificate,Relief (GBP)',
    )
    const [a, b, c] = holdings
    expect(lines).toEqual([
      `${a.company},EIS (knowledge-intensive),12500,25000.00,2025-06-01,2025–26,No,X1,Not yet issued,7500.00`,
      `${b.company},SEIS,5000.25,10000.50,2026-04-05,2025–26,No,,Not yet issued,5000.25`,
      `${c.company},SEIS,4000,8000.00,2026-04-06,2025–26,Yes,,Not yet issued,4000.00`,
      '',
      PACK_STATEMENT,
      '',
    ])
    expect(packFilename(taxYearStarting(2025))).toBe('tax-pack-2025-26.csv')
  })
})
