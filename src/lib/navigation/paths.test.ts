import { describe, expect, it } from 'vitest'
import { opportunityPath, updateReportPath } from './paths'

describe('opportunityPath (SPEC §2: stage decides the screen)', () => {
  it.each([
    [1, '/admin/investments/opportunities/7/edit'],
    [2, '/admin/investments/opportunities/7/details'],
    [4, '/admin/investments/opportunities/7/details'],
    [5, '/admin/investments/existing/7/details'],
    [6, '/admin/investments/existing/7/details'],
  ])('stage %i -> %s', (stage, path) => {
    expect(opportunityPath(7, stage)).toBe(path)
  })
})

describe('opportunityPath with a tab', () => {
  it('opens the tab on live and existing details, and a draft on its edit page', () => {
    expect(opportunityPath(7, 3, 'transactions')).toBe(
      '/admin/investments/opportunities/7/transactions',
    )
    expect(opportunityPath(7, 5, 'key-information')).toBe(
      '/admin/investments/existing/7/key-information',
    )
    expect(opportunityPath(7, 1, 'transactions')).toBe('/admin/investments/opportunities/7/edit')
  })
})

describe('updateReportPath', () => {
  it('opens drafts in the editor and live reports in details', () => {
    expect(updateReportPath(3, 'draft')).toBe('/admin/reports/updates/3/edit-update')
    expect(updateReportPath(3, 'live')).toBe('/admin/reports/updates/3/details')
  })
})
