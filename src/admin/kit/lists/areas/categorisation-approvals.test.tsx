// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SEEDED_AWAITING } from '@mocks/seed/people/category-approvals'
import { categorisationApprovalsArea } from '.'
import { startMockHost } from '../test/mock-host'
import { renderArea } from '../test/render-area'

const host = startMockHost('compliance@example.com')

describe('the categorisations awaiting approval', () => {
  it('lists each with its category and date, opening the investor’s category tab', async () => {
    await renderArea(categorisationApprovalsArea)
    const list = await screen.findByRole('table', { name: 'Categorisation approvals' })
    const awaiting = host
      .api()
      .host.db.table('users')
      .where((u) => u.category_approval_status === 'awaiting')
    const first = awaiting[0]
    const link = await within(list).findByRole('link', { name: `${first.name} ${first.surname}` })
    // The header row, then one per investor awaiting a decision.
    expect(within(list).getAllByRole('row')).toHaveLength(SEEDED_AWAITING + 1)
    expect(link).toHaveAttribute('href', `/admin/investors/${first.id}/category`)
    const category = host
      .api()
      .host.db.table('categories')
      .find(Number(first.investor_category_id))!
    expect(within(link.closest('tr')!).getByText(category.name as string)).toBeVisible()
  })
})
