// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SEEDED_REFERRED } from '@mocks/seed/people/screenings'
import { screeningsArea } from '.'
import { startMockHost } from '../test/mock-host'
import { renderArea } from '../test/render-area'

const host = startMockHost('compliance@example.com')

describe('the screenings awaiting review', () => {
  it('lists each referred investor, opening their Screening tab', async () => {
    await renderArea(screeningsArea)
    const list = await screen.findByRole('table', { name: 'Screening reviews' })
    const referred = host
      .api()
      .host.db.table('users')
      .first((u) => u.email === SEEDED_REFERRED.email)!
    const link = await within(list).findByRole('link', {
      name: `${SEEDED_REFERRED.name} ${SEEDED_REFERRED.surname}`,
    })
    // The header row, then the one referral the seed holds.
    expect(within(list).getAllByRole('row')).toHaveLength(2)
    expect(link).toHaveAttribute('href', `/admin/investors/${referred.id}/screening`)
    expect(within(link.closest('tr')!).getByText(String(referred.investor_reference))).toBeVisible()
  })
})
