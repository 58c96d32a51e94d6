// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { flagsWith } from '@/lib/navigation/test-flags'
import { ROLES } from '@/lib/permissions'
import { renderAdmin, settingsWith, staffUser } from '@/admin/shell/test/render-admin'

const S = '/admin/settings'

function hub(roleId: number, flags = flagsWith()) {
  renderAdmin({ user: staffUser(roleId), settings: settingsWith(flags), path: S })
  const main = within(screen.getByRole('main'))
  const tiles = main.getAllByRole('heading', { level: 2 }).map((h) => {
    const link = within(h).getByRole('link')
    return [link.textContent, link.getAttribute('href')]
  })
  return { main, tiles }
}

const itemsOf = (title: string) =>
  within(screen.getByRole('list', { name: `${title} pages` }))
    .getAllByRole('link')
    .map((a) => a.textContent)

describe('SettingsHubPage (SPEC §2)', () => {
  it('gives Super_Admin the five tiles in order, each at its first item', () => {
    const { main, tiles } = hub(ROLES.Super_Admin)
    expect(main.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument()
    expect(tiles).toEqual([
      ['Account Details', `${S}/account`],
      ['Terminology Settings', `${S}/terminology/navigation`],
      ['Attribute Settings', `${S}/attributes`],
      ['Investor Settings', `${S}/investor/category`],
      ['Password Management', `${S}/security/password-management`],
    ])
  })

  it('lists the pages of each tile', () => {
    hub(ROLES.Super_Admin)
    expect(itemsOf('Account Details')).toEqual([
      'Branding',
      'Pipelines',
      'Admin Accounts',
      'Features',
    ])
    expect(itemsOf('Password Management')).toEqual(['Password Management', 'User Details'])
    expect(itemsOf('Terminology Settings')).toContain('Funds')
  })

  it('leaves out flag-gated pages when their flag is off', () => {
    hub(ROLES.Super_Admin, flagsWith({ funds: false, riskWarning: false }))
    expect(itemsOf('Terminology Settings')).not.toContain('Funds')
    expect(itemsOf('Investor Settings')).not.toContain('Risk Warning')
  })

  it('gives Compliance only what it may open, starting at its first page', () => {
    const { tiles } = hub(ROLES.Compliance)
    expect(tiles).toEqual([
      ['Investor Settings', `${S}/investor/sign-up-documents`],
      ['Password Management', `${S}/security/password-management`],
    ])
    expect(itemsOf('Investor Settings')).toEqual([
      'Sign Up Documents',
      'Appropriateness Test',
      'Promotion Exemptions',
    ])
  })

  it('uses the tenant word for settings', () => {
    renderAdmin({
      settings: settingsWith(flagsWith(), { navigation: JSON.stringify({ settings: 'Setup' }) }),
      path: S,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Setup' })).toBeInTheDocument()
  })
})
