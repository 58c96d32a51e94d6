// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ROLES } from '@/lib/permissions'
import { flagsWith } from '@/lib/navigation/test-flags'
import { renderAdmin, settingsWith, staffUser } from '../test/render-admin'

const sidebar = () => screen.getByRole('navigation', { name: 'Admin' })
const navLabels = () =>
  within(sidebar())
    .getAllByRole('link')
    .map((a) => a.textContent)
const navLink = (name: string) => within(sidebar()).getAllByRole('link', { name })[0]

const INVESTORS_GROUP = [
  'Investors',
  'Investors',
  'Contacts',
  'Organisations',
  'Organisation applications',
  'Investment methods',
  'Nominees',
  'Screening reviews',
  'Categorisation approvals',
  'Invitations',
]

function renderAs(
  roleId: number,
  flags = flagsWith(),
  path = '/admin/settings/security/user-details',
) {
  return renderAdmin({ user: staffUser(roleId), settings: settingsWith(flags), path })
}

describe('AdminLayout navigation (SPEC §2, §6)', () => {
  it('shows Super_Admin every area in order, funds included when the flag is on', () => {
    renderAs(ROLES.Super_Admin)
    expect(navLabels()).toEqual([
      'Overview',
      'Investments',
      'Deals',
      'Live opportunities',
      'Existing investments',
      'Tax certificates',
      'Fund opportunities',
      'Funds',
      ...INVESTORS_GROUP,
      'Insider Register',
      'Reports',
      'KPIs',
      'KPI Portfolio',
      'Updates',
      'WIP',
      'Settings',
    ])
  })

  it('shows an Entrepreneur only deals, live and existing investments', () => {
    renderAs(ROLES.Entrepreneur)
    expect(navLabels()).toEqual([
      'Investments',
      'Deals',
      'Live opportunities',
      'Existing investments',
      'Tax certificates',
    ])
  })

  it('shows a Creator only the investors area (the insider register is investors-scoped)', () => {
    renderAs(ROLES.Creator, flagsWith({ marketSounding: false }))
    expect(navLabels()).toEqual(INVESTORS_GROUP)
  })

  it('adds the insider register for a Creator when market sounding is on', () => {
    renderAs(ROLES.Creator)
    expect(navLabels()).toEqual([...INVESTORS_GROUP, 'Insider Register'])
  })

  it('shows an Investment_Manager opportunities, investors and the insider register', () => {
    renderAs(ROLES.Investment_Manager)
    expect(navLabels()).toEqual([
      'Investments',
      'Live opportunities',
      'Existing investments',
      'Tax certificates',
      ...INVESTORS_GROUP,
      'Insider Register',
    ])
  })

  it('hides funds and fund opportunities when the funds flag is off', () => {
    renderAs(ROLES.Super_Admin, flagsWith({ funds: false }))
    expect(navLabels()).not.toContain('Funds')
    expect(navLabels()).not.toContain('Fund opportunities')
    expect(navLabels()).toContain('Existing investments')
  })

  it('shows the insider register only with market sounding', () => {
    renderAs(ROLES.Super_Admin, flagsWith({ marketSounding: false }))
    expect(navLabels()).not.toContain('Insider Register')
  })

  it('links a group to its first permitted child', () => {
    renderAs(ROLES.Investment_Manager)
    expect(navLink('Investments')).toHaveAttribute('href', '/admin/investments/opportunities')
    expect(navLink('Investors')).toHaveAttribute('href', '/admin/investors')
  })

  it('links the reports group to the first report the role may open', () => {
    renderAs(ROLES.Super_Admin)
    expect(navLink('Reports')).toHaveAttribute('href', '/admin/reports/kpis')
  })

  it('uses the tenant terminology for configurable labels', () => {
    renderAdmin({
      user: staffUser(ROLES.Super_Admin),
      settings: settingsWith(flagsWith(), {
        navigation: JSON.stringify({ investments: 'Holdings', investors: 'Members' }),
      }),
    })
    expect(navLink('Holdings')).toHaveAttribute('href', '/admin/investments/deals')
    expect(navLabels()).toContain('Members')
    expect(navLabels()).not.toContain('Investments')
  })

  it('marks the current page, and its group as the current section', async () => {
    renderAs(ROLES.Super_Admin, flagsWith(), '/admin/investments/opportunities/5/details')
    expect(await screen.findByText('Routed page')).toBeInTheDocument()
    expect(navLink('Live opportunities')).toHaveAttribute('aria-current', 'page')
    expect(navLink('Investments')).toHaveAttribute('aria-current', 'true')
    expect(navLink('Deals')).not.toHaveAttribute('aria-current')
    expect(navLink('Overview')).not.toHaveAttribute('aria-current')
  })

  it('marks a group link as the page when it leads to the current page', () => {
    renderAs(ROLES.Super_Admin, flagsWith(), '/admin/investors/contacts')
    expect(navLink('Contacts')).toHaveAttribute('aria-current', 'page')
    expect(navLink('Investors')).toHaveAttribute('aria-current', 'true')
  })

  it('marks the overview only on /admin itself', () => {
    renderAs(ROLES.Super_Admin, flagsWith(), '/admin')
    expect(navLink('Overview')).toHaveAttribute('aria-current', 'page')
  })

  it('shows the light logo linking to the landing page, and the app version', () => {
    renderAdmin({
      user: staffUser(ROLES.Entrepreneur),
      settings: settingsWith(flagsWith(), {
        logo: '/brand/logo.svg',
        logo_alt: '/brand/light.svg',
        appVersion: '2.4.1',
      }),
      path: '/admin/investments/deals',
    })
    const logo = within(screen.getByRole('complementary')).getByRole('img', {
      name: 'Northgate Ventures',
    })
    expect(logo).toHaveAttribute('src', '/brand/light.svg')
    expect(logo.closest('a')).toHaveAttribute('href', '/admin/investments/deals')
    expect(screen.getByText('Version 2.4.1')).toBeInTheDocument()
  })

  it('falls back to the page title without a logo, and to version 1.0.0', () => {
    renderAs(ROLES.Super_Admin)
    const aside = within(screen.getByRole('complementary'))
    expect(aside.getByRole('link', { name: 'Northgate Ventures' })).toHaveAttribute(
      'href',
      '/admin',
    )
    expect(screen.getByText('Version 1.0.0')).toBeInTheDocument()
  })
})
