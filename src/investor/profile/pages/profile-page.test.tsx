// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { INVESTOR, investorPageHost, mockSettings } from '@/test/investor-page-host'
import { openProfile, pageHeading, rows } from '../test/profile-host'
import { expectLink } from '@/investor/test/expect-link'

const host = investorPageHost(INVESTOR)

const sections = () => screen.getByRole('navigation', { name: 'Profile sections' })
const linkNames = () =>
  within(sections())
    .getAllByRole('link')
    .map((a) => a.textContent)

describe('ProfilePage navigation', () => {
  it('lists the fixed sections, and each organisation and investment method with its documents', async () => {
    await openProfile('view')
    expect(await pageHeading('Your profile')).toBeInTheDocument()
    const nav = sections()
    for (const name of [
      'Summary',
      'Personal details',
      'Investor type',
      'Categorisation',
      'Appropriateness test',
      'Identity verification',
      'Documents',
      'Security',
      'Apply to an organisation',
    ])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument()

    const me = host.user(INVESTOR)
    const orgIds = rows(host, 'organisation-links', (l) => l.user_id === me.id).map(
      (l) => l.organisation_id as number,
    )
    expect(orgIds.length).toBeGreaterThan(0)
    for (const id of orgIds) {
      const org = host.api.host.db.table('organisations').find(id)!
      expectLink(String(org.name), `/investor/profile/organisation_${id}`, nav)
      expect(
        within(nav).getByRole('link', { name: `${String(org.name)} Documents` }),
      ).toHaveAttribute('href', `/investor/profile/organisation-documents_${id}`)
    }
    const methods = rows(
      host,
      'investment-methods',
      (m) => m.user_id === me.id || m.lead_user_id === me.id,
    )
    expect(methods.length).toBe(2)
    for (const m of methods) {
      expectLink(String(m.name), `/investor/profile/investmentmethod_${m.id}`, nav)
      expect(
        within(nav).getByRole('link', { name: `${String(m.name)} Documents` }),
      ).toHaveAttribute('href', `/investor/profile/investmentmethod-documents_${m.id}`)
    }
    // The subscription entry appears once the host has said it takes payments.
    expect(await within(nav).findByRole('link', { name: 'Subscription' })).toBeInTheDocument()
  })

  it('marks the current section and moves between sections', async () => {
    const user = userEvent.setup({ delay: null })
    await openProfile('view')
    await pageHeading('Your profile')
    expect(within(sections()).getByRole('link', { name: 'Summary' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.click(within(sections()).getByRole('link', { name: 'Security' }))
    expect(await pageHeading('Password and security')).toBeInTheDocument()
    expect(within(sections()).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(sections()).getByRole('link', { name: 'Summary' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('hides the apply page without organisation links, and has no organisation entries for someone without any', async () => {
    await mockSettings({ organisation_links_enabled: 0 })
    await openProfile('view')
    await pageHeading('Your profile')
    expect(linkNames()).not.toContain('Apply to an organisation')
    expect(linkNames()).toContain('Whitaker Capital Ltd')
  })

  it('shows a 404 for an unknown slug', async () => {
    await openProfile('preferences')
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })

  it("shows a 404 for someone else's organisation", async () => {
    const me = host.user(INVESTOR)
    const mine = new Set(
      rows(host, 'organisation-links', (l) => l.user_id === me.id).map((l) => l.organisation_id),
    )
    const other = rows(host, 'organisations', (o) => !mine.has(o.id))[0]
    await openProfile(`organisation_${other.id}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })

  it("shows a 404 for someone else's investment method documents", async () => {
    const me = host.user(INVESTOR)
    const other = rows(
      host,
      'investment-methods',
      (m) => m.user_id !== me.id && m.lead_user_id !== me.id,
    )[0]
    await openProfile(`investmentmethod-documents_${other.id}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })
})

describe('ProfilePage summary', () => {
  it("shows the investor's reference number, verification, category and ways of investing", async () => {
    await openProfile('view')
    const account = await screen.findByRole('region', { name: 'Your account' })
    expect(within(account).getByText('Investor Reference Number')).toBeInTheDocument()
    expect(within(account).getByText('INV-000004')).toBeInTheDocument()
    expect(within(account).getByText('Verified')).toBeInTheDocument()
    expect(within(account).getByText('High net worth investor')).toBeInTheDocument()
    expect(within(account).getByText('Individual')).toBeInTheDocument()
    expect(within(account).getByText('Passed')).toBeInTheDocument()
    const orgs = screen.getByRole('region', { name: 'Organisations' })
    expect(within(orgs).getByRole('link', { name: 'Whitaker SSAS' })).toBeInTheDocument()
    expect(within(orgs).getByText('Application pending')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Investment methods' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'James Whitaker' })).toBeInTheDocument()
  })
})
