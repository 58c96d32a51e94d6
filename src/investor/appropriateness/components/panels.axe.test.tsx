// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost, mockSettings, NEW_INVESTOR } from '@/test/investor-page-host'
import { axeFindings } from '@/test/axe'
import { answerAll, answerKey, patchUser, READY_FOR_TEST, renderProfile } from '../test/kit'
import { AppropriatenessPanel } from './appropriateness-panel'
import { CategorisationPanel } from './categorisation-panel'

const host = investorPageHost(NEW_INVESTOR)

describe('accessibility of the appropriateness panels (axe)', () => {
  it('has no serious violation on the test, with errors showing', async () => {
    await patchUser(host, NEW_INVESTOR, READY_FOR_TEST)
    await renderProfile('appropriateness', <AppropriatenessPanel />)
    await screen.findAllByRole('group')
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Submit answers' }))
    await screen.findByRole('alert')
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on the cooldown', async () => {
    const user = userEvent.setup({ delay: null })
    await patchUser(host, NEW_INVESTOR, READY_FOR_TEST)
    await renderProfile('appropriateness', <AppropriatenessPanel />)
    await screen.findAllByRole('group')
    await answerAll(user, await answerKey(), 1, [0])
    await user.click(screen.getByRole('button', { name: 'Submit answers' }))
    await screen.findByText(/You can try again after/)
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on the categorisation form', async () => {
    const user = userEvent.setup({ delay: null })
    await mockSettings({ riskWarning: false })
    await renderProfile('investor-type', <CategorisationPanel />)
    await user.click(await screen.findByRole('radio', { name: 'Restricted investor' }))
    await user.click(screen.getByRole('button', { name: 'Confirm my category' }))
    await screen.findByRole('alert')
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
