// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { internationalCheckHost } from '@/investor/test/international-check-host'
import { logInAs } from '@/test/investor-page-host'
import { expectLink } from '@/investor/test/expect-link'
import { readEligibility } from './test/kit'

const { flag, inParis } = internationalCheckHost()

describe('the international check in who may invest', () => {
  it('blocks a non-UK investor until the check is passed, pointing at the documents', async () => {
    await flag(true)
    await logInAs(String(inParis().email))
    expect((await readEligibility()).status).toBe('blocked')
    const notice = screen.getByRole('region', { name: 'Before you can invest' })
    expect(within(notice).getByText(/As you live outside the UK/)).toBeVisible()
    expectLink('Upload your international check documents', '/investor/profile/identity')
  })

  it('lets the same investor invest with the flag off', async () => {
    await flag(false)
    await logInAs(String(inParis().email))
    expect((await readEligibility()).status).toBe('eligible')
  })
})
