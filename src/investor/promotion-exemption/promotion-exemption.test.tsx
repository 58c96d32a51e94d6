// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'
import {
  openAt,
  openList,
  opportunity,
  openOpportunity as open,
} from '@/investor/investments/test/opportunities-host'

const host = investorPageHost()
const flag = (on: boolean) => mockSettings({ financialPromotionExceptions: on })
const live = () => opportunity(host, (o) => o.status === 2)
const STATEMENT = 'Your financial promotion statement'

afterEach(() => flag(false))

describe('financial promotion exemptions, as the investor sees an opportunity', () => {
  it('shows a visitor’s view and asks for the statement; once made, the details', async () => {
    await flag(true)
    const o = live()
    await open(host, String(o.slug))
    const card = screen.getByRole('region', { name: STATEMENT })
    expect(screen.queryByRole('region', { name: 'Key information' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Invest' })).toBeNull()
    expect(screen.getByRole('region', { name: `About ${o.company_name}` })).toBeVisible()
    const user = userEvent.setup({ delay: null })
    await user.click(await within(card).findByRole('button', { name: 'Make my statement' }))
    expect(within(card).getByText('Choose the exemption that applies to you.')).toBeVisible()
    await user.click(
      within(card).getByRole('radio', { name: 'Self-certified sophisticated investor' }),
    )
    expect(
      within(card).getByLabelText('The Self-certified sophisticated investor statement'),
    ).toHaveTextContent(/I declare that I am a self-certified sophisticated investor/)
    await user.click(within(card).getByRole('checkbox', { name: /I agree to it/ }))
    await user.click(within(card).getByRole('button', { name: 'Make my statement' }))
    expect(await screen.findByRole('region', { name: 'Key information' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Invest' })).toBeVisible()
    expect(screen.queryByRole('region', { name: STATEMENT })).toBeNull()
  })

  it('shows no figures on the list before a statement', async () => {
    await flag(true)
    await openList()
    const card = screen.getAllByRole('article')[0]
    expect(within(card).queryByRole('progressbar')).toBeNull()
    expect(within(card).getByText(/make your statement and see its figures/)).toBeVisible()
  })

  it('with the flag off, asks nothing: the details as before', async () => {
    const o = live()
    await openAt(`/investor/investments/${String(o.slug)}`)
    expect(await screen.findByRole('region', { name: 'Key information' })).toBeVisible()
    expect(screen.queryByRole('region', { name: STATEMENT })).toBeNull()
  })
})
