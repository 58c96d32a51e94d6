// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  INVESTOR,
  UNVERIFIED,
  loginAs,
  mockSettings,
  renderShell,
  setViewportWidth,
  mockShellHost,
} from '../test/shell-host'
import { expectLink } from '@/investor/test/expect-link'

const host = mockShellHost()

const investorNav = () => screen.findByRole('navigation', { name: 'Investor' })
const linkNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)

afterEach(() => setViewportWidth(1024))

describe('InvestorLayout for a verified investor', () => {
  beforeAll(() => loginAs(INVESTOR))

  it.each([
    [0, ['Overview', 'Investments', 'Portfolio', 'News', 'Profile', 'Logout']],
    [1, ['Portfolio', 'Investments', 'Profile', 'Logout']],
    [2, ['Investments', 'Portfolio', 'Profile', 'Logout']],
  ])('orders the top bar for portfolio display %i (SPEC §2)', async (display, expected) => {
    await mockSettings({ portfolio_display: display })
    await renderShell()
    const nav = await investorNav()
    await waitFor(() => expect(linkNames(nav)).toEqual(expected))
    expectLink('Logout', '/api/logout', nav)
    expectLink('Profile', '/investor/profile/view', nav)
  })

  it('uses the tenant terminology for the labels', async () => {
    await mockSettings({ navigation: JSON.stringify({ investments: 'Opportunities' }) })
    await renderShell()
    const nav = await investorNav()
    expect(await within(nav).findByRole('link', { name: 'Opportunities' })).toHaveAttribute(
      'href',
      '/investor/investments',
    )
  })

  it('underlines the current section from the start, and slides the line only on a move', async () => {
    const slides: { tab: string | null; pseudoElement?: string }[] = []
    const animate = vi.fn(function (
      this: HTMLElement,
      _frames: Keyframe[] | PropertyIndexedKeyframes | null,
      options?: number | KeyframeAnimationOptions,
    ) {
      const pseudoElement =
        typeof options === 'object' ? (options.pseudoElement ?? undefined) : undefined
      slides.push({ tab: this.textContent, pseudoElement })
      return {} as Animation
    })
    const original = HTMLElement.prototype.animate
    HTMLElement.prototype.animate = animate as typeof HTMLElement.prototype.animate
    onTestFinished(() => {
      HTMLElement.prototype.animate = original
    })
    await renderShell({ path: '/investor/portfolio/12/reports/3' })
    const nav = await investorNav()
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current')
    // A full load draws the line under its tab at once: nothing moves in from elsewhere.
    await waitFor(() => expect(linkNames(nav)).toContain('News'))
    expect(slides).toEqual([])

    await userEvent.click(within(nav).getByRole('link', { name: 'Overview' }))
    expect(
      within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Overview' }),
    ).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getAllByRole('link', { current: 'page' })).toHaveLength(1)
    // Moving between tabs slides the new tab's own underline (its ::after) across.
    expect(slides).toEqual([{ tab: 'Overview', pseudoElement: '::after' }])
  })

  it('underlines nothing on a page outside the navigation', async () => {
    await renderShell({ path: '/investor/terms' })
    const nav = await investorNav()
    expect(within(nav).queryAllByRole('link', { current: 'page' })).toHaveLength(0)
  })

  it('shows the page in <main>, the bell in the header and a skip link to the content', async () => {
    await renderShell({ path: '/investor/news', notifications: <button>Notifications</button> })
    const main = screen.getByRole('main')
    expect(within(main).getByText('Page at /investor/news')).toBeInTheDocument()
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' }),
    ).toBeInTheDocument()
    await userEvent.tab()
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(skip).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(main).toHaveFocus()
  })

  it('puts the navigation in a bottom bar with icons below md, padding the page for it', async () => {
    setViewportWidth(375)
    await renderShell({ notifications: <button>Notifications</button> })
    const nav = await investorNav()
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).toBeNull()
    expect(linkNames(nav)).toEqual([
      'Overview',
      'Investments',
      'Portfolio',
      'News',
      'Profile',
      'Logout',
    ])
    for (const link of within(nav).getAllByRole('link')) {
      expect(link.querySelector('svg')).not.toBeNull()
    }
    expect(nav).toHaveStyle({ position: 'fixed', bottom: '0px' })
    expect(getComputedStyle(screen.getByRole('main')).paddingBottom).toMatch(/64px/)
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument()
  })

  it('switches between the bars when the window crosses md', async () => {
    setViewportWidth(375)
    await renderShell()
    const bottom = await investorNav()
    expect(bottom).toHaveStyle({ position: 'fixed' })
    setViewportWidth(1024)
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('navigation')).toBeInTheDocument(),
    )
    expect(screen.getAllByRole('navigation')).toHaveLength(1)
    expect(getComputedStyle(screen.getByRole('main')).paddingBottom).not.toMatch(/64px/)
  })
})

describe('the logo', () => {
  beforeAll(() => loginAs(INVESTOR))

  it('shows the tenant logo, named by the page title, linking to /investor', async () => {
    await renderShell({ path: '/investor/news' })
    const logo = await screen.findByRole('img', { name: 'Northgate Ventures' })
    expect(logo).toHaveAttribute('src', '/brand/logo.svg')
    expect(logo.closest('a')).toHaveAttribute('href', '/investor')
  })

  it('links back to the tenant site when one is configured, in the same tab', async () => {
    await mockSettings({ back_to_site_url: 'https://www.northgate.example/' })
    await renderShell()
    const link = await screen.findByRole('link', { name: 'Back to Northgate Ventures' })
    expect(link).toHaveAttribute('href', 'https://www.northgate.example/')
    expect(link).not.toHaveAttribute('target')
  })

  it('ignores a back-to-site address that is not http(s)', async () => {
    await host.api.host.db.table('branding').update(1, { back_to_site_url: 'javascript:alert(1)' })
    await renderShell()
    const logo = await screen.findByRole('img', { name: 'Northgate Ventures' })
    expect(logo.closest('a')).toHaveAttribute('href', '/investor')
  })
})

describe('InvestorLayout for an unverified investor', () => {
  beforeAll(() => loginAs(UNVERIFIED))

  it('hides the navigation and shows the unverified content instead of the page', async () => {
    setViewportWidth(1024)
    await renderShell({
      path: '/investor/portfolio',
      unverified: <p>Please verify your email address</p>,
    })
    expect(await screen.findByText('Please verify your email address')).toBeInTheDocument()
    expect(screen.queryByText('Page at /investor/portfolio')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
    setViewportWidth(375)
    await waitFor(() => expect(screen.getByRole('main')).toBeInTheDocument())
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('asks for the terms only once the email is verified (the seed user has not accepted them)', async () => {
    await renderShell({ path: '/investor', unverified: <p>Please verify your email address</p> })
    expect(await screen.findByText('Please verify your email address')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
