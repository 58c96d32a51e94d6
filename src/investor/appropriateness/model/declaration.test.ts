import { describe, expect, it } from 'vitest'
import { declarationErrors, declarationRecord, EMPTY_DECLARATION } from './declaration'

const restricted = { key: 'restricted', statements: ['past', 'next'] }
const hnw = { key: 'high_net_worth', statements: ['income', 'assets'] }
const certified = { key: 'sophisticated', statements: ['certificate'] }

describe('declarationErrors', () => {
  it('asks for every restricted statement, percentages within 10% and the risk accepted', () => {
    expect(declarationErrors(restricted, EMPTY_DECLARATION)).toEqual({
      statements: 'Confirm every statement to continue.',
      pastPercent: 'Enter a percentage between 0 and 100.',
      futurePercent: 'Enter a percentage between 0 and 100.',
      accepted: 'Confirm that you accept the risk to continue.',
    })
    const over = declarationErrors(restricted, {
      ...EMPTY_DECLARATION,
      statements: ['0', '1'],
      pastPercent: '12',
      futurePercent: '5%',
      accepted: true,
    })
    expect(Object.keys(over)).toEqual(['pastPercent'])
    expect(over.pastPercent).toMatch(/must not have invested more than 10%/)
  })

  it('needs one high net worth statement and figures meeting either threshold', () => {
    const base = { ...EMPTY_DECLARATION, statements: ['1'], accepted: true }
    expect(declarationErrors(hnw, { ...base, income: 60_000, netAssets: 90_000 }).income).toBe(
      'To certify as a high net worth investor your annual income must be £100,000 or more, or your net assets £250,000 or more.',
    )
    expect(declarationErrors(hnw, { ...base, income: 0, netAssets: 300_000 })).toEqual({})
    expect(declarationErrors(hnw, { ...base, statements: [], income: 1, netAssets: null })).toEqual(
      {
        statements: 'Tick at least one statement that applies to you.',
        netAssets: 'Enter your net assets, or 0 if you had none.',
      },
    )
  })

  it('asks a certified sophisticated investor who certified them', () => {
    const d = { ...EMPTY_DECLARATION, statements: ['0'], accepted: true }
    expect(declarationErrors(certified, d)).toEqual({
      certifyingFirm: 'Enter the name of the firm that certified you.',
    })
  })
})

describe('declarationRecord', () => {
  it('keeps the statements as written and the figures given', () => {
    expect(
      declarationRecord(hnw, {
        ...EMPTY_DECLARATION,
        statements: ['1'],
        income: 0,
        netAssets: 300_000,
        accepted: true,
      }),
    ).toEqual({
      statements: ['assets'],
      figures: { annual_income: 0, net_assets: 300_000 },
      risk_acknowledged: true,
    })
  })
})
