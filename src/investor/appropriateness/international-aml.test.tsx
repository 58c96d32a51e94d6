// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { switchFlag } from '@/test/mock-host'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { expectLink } from '@/investor/test/expect-link'
import { readEligibility } from './test/kit'

const host = investorPageHost(null)
const db = () => host.api.host.db
const flag = (on: boolean) => switchFlag(db(), 'ca_use_intl_check', on)
/** The seeded investor in Paris: verified, categorised and tested, so only the check is left. */
const inParis = () =>
  db()
    .table('users')
    .first((u) => u.country === 'FR')!

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
