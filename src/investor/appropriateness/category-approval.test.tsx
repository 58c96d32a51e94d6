// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { INVESTOR, logInAs, mockSettings } from '@/test/investor-page-host'
import { CategorisationPanel } from './components/categorisation-panel'
import { newInvestorHost, patchUser, readEligibility, renderProfile } from './test/kit'

const { host } = newInvestorHost()
const HNW = 'High net worth investor'
const approvalOn = (on: boolean) => mockSettings({ complianceRequiresCategorisationApproval: on })

afterEach(() => approvalOn(false))

/** The "Before you can invest" region's sentences, each with its link. */
async function blocks() {
  const { messages, links } = await readEligibility()
  return messages.map((message, i) => [message, links[i]])
}

describe('categorisation approval, as the investor sees it', () => {
  it('shows their category awaiting approval, and investing waits for it', async () => {
    await approvalOn(true)
    await logInAs(INVESTOR)
    await patchUser(host, INVESTOR, { category_approval_status: 'awaiting' })
    await renderProfile('investor-type', <CategorisationPanel />)
    expect(await screen.findByText(/is awaiting approval\./)).toHaveTextContent(
      `Your category, ${HNW}, is awaiting approval.`,
    )
    expect(screen.getByText(/You can invest once it is approved/)).toBeVisible()
    expect(await blocks()).toEqual([
      [
        'Your investor category is awaiting approval by our compliance team. You can invest once it is approved; we will let you know our decision.',
        'See your investor category',
      ],
    ])
  })

  it('after a rejection, reads the reason and may choose again', async () => {
    await approvalOn(true)
    await logInAs(INVESTOR)
    await patchUser(host, INVESTOR, {
      category_approval_status: 'rejected',
      category_decision_reason: 'Your income is below the threshold.',
    })
    const user = userEvent.setup({ delay: null })
    await renderProfile('investor-type', <CategorisationPanel />)
    expect(await screen.findByText(/was not approved\./)).toHaveTextContent(
      `Your category, ${HNW}, was not approved.`,
    )
    expect(screen.getByText('Your income is below the threshold.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Choose your category again' }))
    expect(await screen.findByRole('radio', { name: HNW })).toBeChecked()
  })

  it('with the flag off, reads no status: categorised and free to invest as before', async () => {
    await logInAs(INVESTOR)
    await patchUser(host, INVESTOR, { category_approval_status: 'awaiting' })
    await renderProfile('investor-type', <CategorisationPanel />)
    expect(await screen.findByText(/You are categorised as a/)).toHaveTextContent(HNW)
    expect(screen.getByRole('button', { name: 'Change your category' })).toBeVisible()
  })
})
