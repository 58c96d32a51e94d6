// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DEMO_INVESTOR } from '@mocks/seed/people/users'
import { axeFindings } from '@/test/axe'
import { renderTab, signInAs, startTabHost } from '@/test/tab-host'
import { CategoryTab } from './category-tab'
import { OnboardingDocumentsTab } from './onboarding-documents-tab'
import { FactFindTab } from './questionnaire-tabs'

startTabHost()
const investor = { type: 'users', id: DEMO_INVESTOR } as const

describe('accessibility of the investor tabs (axe)', () => {
  it('has no serious violation on the category and its change dialog with errors', async () => {
    await signInAs('superadmin@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<CategoryTab subject={investor} />)
    await screen.findByRole('region', { name: 'Current category' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Change category' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Save category' }))
    await within(dialog).findByRole('alert')
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on a questionnaire, read and edited with errors', async () => {
    await signInAs('superadmin@example.com')
    const user = userEvent.setup({ delay: null })
    await renderTab(<FactFindTab subject={investor} />)
    await user.click(await screen.findByRole('button', { name: 'Edit answers' }))
    const income = screen.getByRole('textbox', { name: /Annual gross income/ })
    await user.clear(income)
    await user.type(income, 'x')
    await user.click(screen.getByRole('button', { name: 'Save answers' }))
    await screen.findByRole('alert')
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })

  it('has no serious violation on the onboarding documents', async () => {
    await signInAs('superadmin@example.com')
    await renderTab(<OnboardingDocumentsTab subject={investor} />)
    await screen.findByRole('table', { name: 'Onboarding documents' })
    expect(await axeFindings({ seriousOnly: true })).toEqual([])
  })
})
