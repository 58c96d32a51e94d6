// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { flagsWith } from '@/lib/navigation/test-flags'
import { ROLES } from '@/lib/permissions'
import { renderAdmin, settingsWith, staffUser } from '../test/render-admin'

const PATH = '/admin/settings/security/user-details'
const createButton = () => screen.getByRole('button', { name: 'Create' })
const menuItems = () => within(screen.getByRole('menu')).getAllByRole('menuitem')

function renderAs(roleId: number, flags = flagsWith()) {
  return renderAdmin({ user: staffUser(roleId), settings: settingsWith(flags), path: PATH })
}

describe('the create menu (SPEC §2)', () => {
  it('offers Super_Admin every action the role may take, in order', async () => {
    renderAs(ROLES.Super_Admin)
    await userEvent.click(createButton())
    expect(menuItems().map((i) => i.textContent)).toEqual([
      'Deal',
      'Investment',
      'Investor',
      'Fund Investment',
      'Investment Method',
      'Nominee',
      'Organisation',
      'Contact',
      'Report Update',
    ])
  })

  it('offers a Creator only the investors area (all it may create)', async () => {
    renderAs(ROLES.Creator)
    await userEvent.click(createButton())
    expect(menuItems().map((i) => i.textContent)).toEqual([
      'Investor',
      'Investment Method',
      'Nominee',
      'Organisation',
      'Contact',
    ])
    expect(menuItems()[0]).toHaveAttribute('href', '/admin/investors/new-investor')
  })

  it('drops flag-gated actions when their flag is off', async () => {
    renderAs(ROLES.Super_Admin, flagsWith({ funds: false, nominee: false }))
    await userEvent.click(createButton())
    const labels = menuItems().map((i) => i.textContent)
    expect(labels).not.toContain('Fund Investment')
    expect(labels).not.toContain('Nominee')
  })

  it('is not shown to a role that may create nothing in it', () => {
    renderAs(ROLES.Entrepreneur)
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument()
  })

  it('opens from the keyboard, moves with the arrows and closes on Escape', async () => {
    const user = userEvent.setup({ delay: null })
    renderAs(ROLES.Super_Admin)
    createButton().focus()
    expect(createButton()).toHaveAttribute('aria-haspopup', 'menu')
    expect(createButton()).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Enter}')
    expect(createButton()).toHaveAttribute('aria-expanded', 'true')
    expect(menuItems()[0]).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(menuItems()[1]).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(menuItems()[8]).toHaveFocus()
    await user.keyboard('{Home}')
    expect(menuItems()[0]).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(createButton()).toHaveFocus()
    expect(createButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens on the last item with ArrowUp and closes on Tab', async () => {
    const user = userEvent.setup({ delay: null })
    renderAs(ROLES.Super_Admin)
    createButton().focus()
    await user.keyboard('{ArrowUp}')
    expect(menuItems()[8]).toHaveFocus()
    await user.tab()
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('goes to the chosen page and closes', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderAs(ROLES.Creator)
    await user.click(createButton())
    await user.click(screen.getByRole('menuitem', { name: 'Investor' }))
    expect(router.state.location.pathname).toBe('/admin/investors/new-investor')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it('closes on a click elsewhere', async () => {
    const user = userEvent.setup({ delay: null })
    renderAs(ROLES.Super_Admin)
    await user.click(createButton())
    await user.click(screen.getByRole('main'))
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })
})

describe('the top bar', () => {
  it('shows who is signed in, their role, and a way to log out', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderAs(ROLES.Investment_Manager)
    const account = screen.getByRole('button', { name: /Jane Smith/ })
    expect(account).toHaveAccessibleName('Jane Smith Investment Manager')
    await user.click(account)
    expect(screen.getByRole('menu')).toHaveAccessibleDescription(
      'Jane Smith jane@example.com Investment Manager',
    )
    const logout = screen.getByRole('menuitem', { name: 'Log out' })
    expect(logout).toHaveAttribute('href', '/api/logout')
    await user.click(logout)
    expect(router.state.location.pathname).toBe('/api/logout')
  })

  it('puts the notifications slot in the bar', () => {
    renderAdmin({ path: PATH, notifications: <button type="button">Notifications</button> })
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications' }),
    ).toBeInTheDocument()
  })

  it('shows the Trial badge only for trial accounts', () => {
    const { unmount } = renderAdmin({
      path: PATH,
      settings: settingsWith(flagsWith(), { isTrial: 1 }),
    })
    expect(within(screen.getByRole('banner')).getByText('Trial')).toBeInTheDocument()
    unmount()
    renderAdmin({ path: PATH, settings: settingsWith(flagsWith(), { isTrial: 0 }) })
    expect(screen.queryByText('Trial')).not.toBeInTheDocument()
  })

  it('starts the page with a skip link to the main content', async () => {
    const user = userEvent.setup({ delay: null })
    renderAdmin({ path: PATH })
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(skip).toHaveFocus()
    await user.click(skip)
    expect(screen.getByRole('main')).toHaveFocus()
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })
})

// happy-dom applies the media queries: the Menu button exists below lg (900px) only.
const viewport = (width: number) =>
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number }): void } }
  ).happyDOM.setViewport({ width })

describe('the mobile drawer', () => {
  beforeEach(() => viewport(375))
  afterEach(() => viewport(1024))

  it('is replaced by the fixed sidebar on desktop', () => {
    viewport(1024)
    renderAdmin({ path: PATH })
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeVisible()
  })

  it('opens from Menu, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup({ delay: null })
    renderAdmin({ path: PATH })
    const menu = screen.getByRole('button', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    // Closed, the drawer is out of sight and out of reach.
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument()
    await user.click(menu)
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(menu).toHaveAttribute('aria-expanded', 'true')
    // The page behind it cannot be reached while it is open.
    expect(screen.getByRole('main', { hidden: true }).parentElement).toHaveAttribute('inert')
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus()
    expect(within(drawer).getByRole('navigation', { name: 'Admin' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(menu).toHaveFocus())
  })

  it('closes when a link is followed, focusing the new page', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderAdmin({ path: PATH })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    await user.click(within(drawer).getByRole('link', { name: 'Deals' }))
    expect(router.state.location.pathname).toBe('/admin/investments/deals')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('closes from its close button', async () => {
    const user = userEvent.setup({ delay: null })
    renderAdmin({ path: PATH })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus()
  })
})
