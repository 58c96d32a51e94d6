// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMockApi } from '../../../../mocks/node'
import { INVESTOR, loginAs, mockSettings, renderShell, mockShellHost } from '../test/shell-host'

mockShellHost(createMockApi)

const cards = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => within(heading).getByRole('link'))

describe('InvestorHomePage', () => {
  beforeAll(() => loginAs(INVESTOR))

  it('greets the investor by first name', async () => {
    await renderShell()
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, James' })).toBeVisible()
    expect(screen.getByText(/Everything in your Northgate Ventures account/)).toBeInTheDocument()
  })

  it('offers a card per section of the navigation, in its order, without Overview or Logout', async () => {
    await renderShell()
    expect(cards().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Investments', '/investor/investments'],
      ['Portfolio', '/investor/portfolio'],
      ['News', '/investor/news'],
      ['Profile', '/investor/profile/view'],
    ])
    expect(
      screen.getByText('Browse the opportunities open to you and reserve an allocation.'),
    ).toBeInTheDocument()
  })

  it('follows the portfolio display setting', async () => {
    await mockSettings({ portfolio_display: 1 })
    await renderShell()
    expect(cards().map((link) => link.textContent)).toEqual(['Portfolio', 'Investments', 'Profile'])
  })

  it('opens a section from its card', async () => {
    await renderShell()
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'News' }))
    expect(screen.getByText('Page at /investor/news')).toBeInTheDocument()
  })
})
