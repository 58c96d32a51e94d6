// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { openAt, opportunity, rows } from '../test/opportunities-host'

const host = investorPageHost()

describe('accessibility of the opportunities pages (axe)', () => {
  it('has no serious violation on the list', async () => {
    await openAt('/investor/investments')
    await screen.findAllByRole('article')
    await screen.findByRole('region', { name: /market sounding/ })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on a payment tab', async () => {
    await openAt('/investor/investments?tab=awaiting')
    await screen.findAllByText('Awaiting Payment')
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on an opportunity', async () => {
    const o = opportunity(host, (r) => String(r.slug).startsWith('graniteledger'))
    await openAt(`/investor/investments/${o.slug}`)
    await screen.findByRole('heading', { level: 1, name: String(o.name) })
    await screen.findByText(/You have reserved/)
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on a market sounding', async () => {
    const me = host.user('investor@example.com').id
    const s = rows(host, 'market-soundings', (r) => r.user_id === me && r.response === null)[0]
    await openAt(`/investor/investments/market-sounding/${s.id}`)
    // First the explanation and the choice to receive it, then the sounding and its answers.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Agree and receive the information' }),
    )
    await screen.findByRole('button', { name: 'Submit response' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
