import { describe, expect, it } from 'vitest'
import { terminologyFrom } from '@/lib/terminology'
import { columnHeader, DEFAULT_COLUMNS, holdingColumns } from './holding-columns'

describe('portfolio column headers (Terminology › Portfolio Columns)', () => {
  const terms = terminologyFrom({ column_amount: 'Committed', column_investment: 'Company' })

  it('use the tenant word where the layout kept the standard label', () => {
    expect(holdingColumns(DEFAULT_COLUMNS, terms).map((c) => c.header)).toEqual([
      'Company',
      'Date invested',
      'Committed',
      'Shares',
      'Current value',
      'Change',
    ])
  })

  it('keep a label the layout itself renamed, and fill a blank one', () => {
    const col = { key: 'amount', label: 'Your stake', visible: true, order: 0 }
    expect(columnHeader(col, terms)).toBe('Your stake')
    expect(columnHeader({ ...col, label: '' }, terms)).toBe('Committed')
    expect(columnHeader({ ...col, label: 'amount invested' }, terms)).toBe('Committed')
  })
})
