// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatDate, formatGBP } from '@/lib/format'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { demoOption, renderInvest, table } from '../test/invest-kit'

const host = investorPageHost(INVESTOR)

describe('InvestPage: a holder returning to their pre-emption offer (issue 11)', () => {
  it('selects the recorded choice and says what they answered and when', async () => {
    const { option, opp, choice } = demoOption(host, true)
    expect(choice?.choice).toBe(2)
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    const card = await screen.findByRole('region', { name: 'Your pre-emption right' })
    expect(within(card).getByRole('radio', { name: /^Maintain my holding/ })).toBeChecked()
    expect(
      within(card).getByText(
        `You answered: Maintain (${formatGBP(Number(choice!.amount))}), on ${formatDate(String(choice!.updated_at))}.`,
        { exact: false },
      ),
    ).toBeInTheDocument()
    expect(card).toHaveTextContent(
      `You can change your answer until the round closes on ${formatDate(String(option.deadline))}`,
    )
    expect(screen.getByLabelText('Investment amount')).toHaveValue(
      new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2 }).format(Number(choice!.amount)),
    )
  })

  it('is read-only after the deadline, with the answer that stands', async () => {
    const { option, opp } = demoOption(host, true)
    await table(host, 'pre-emption-options').update(option.id, { deadline: '2020-01-31' })
    await renderInvest(`/investor/investments/${opp.slug}/invest?as=individual`)
    const card = await screen.findByRole('region', { name: 'Your pre-emption right' })
    expect(card).toHaveTextContent(
      `This pre-emption offer closed on ${formatDate('2020-01-31')} and no longer takes answers.`,
    )
    expect(card).toHaveTextContent(/You answered: Maintain/)
    expect(within(card).queryByRole('radio')).toBeNull()
    // Nothing to answer: the rest of the page is an ordinary follow-on.
    expect(screen.queryByText('Choose what you would like to do with your entitlement')).toBeNull()
  })
})
