// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { LinkTabs } from './link-tabs'
import { Tabs } from './tabs'

const items = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'documents', label: 'Documents' },
  { id: 'notes', label: 'Notes, calls and tasks' },
]

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern with arrow keys, Home and End', async () => {
    const onChange = vi.fn()
    renderWithTheme(
      <Tabs
        items={items}
        label="Investor"
        onChange={onChange}
        renderPanel={(id) => `Panel ${id}`}
      />,
    )
    const tabs = screen.getAllByRole('tab')
    expect(screen.getByRole('tablist', { name: 'Investor' })).toBeInTheDocument()
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tabpanel', { name: 'Transactions' })).toHaveTextContent(
      'Panel transactions',
    )

    await userEvent.tab()
    expect(tabs[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    expect(onChange).toHaveBeenLastCalledWith('documents')
    expect(screen.getByRole('tabpanel', { name: 'Documents' })).toBeInTheDocument()

    await userEvent.keyboard('{End}')
    expect(tabs[2]).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(tabs[0]).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(tabs[2]).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(tabs[0]).toHaveFocus()
    expect(tabs[0]).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id)
  })

  it('skips disabled tabs', async () => {
    renderWithTheme(
      <Tabs
        items={[items[0], { ...items[1], disabled: true }, items[2]]}
        label="Investor"
        renderPanel={(id) => id}
      />,
    )
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Notes, calls and tasks' })).toHaveFocus()
  })
})

describe('LinkTabs', () => {
  it('renders links through renderLink, marks the current one and moves with arrows', async () => {
    const renderLink = vi.fn((p: { href: string }) => <a data-router="yes" {...p} />)
    renderWithTheme(
      <LinkTabs
        label="Investor sections"
        activeId="documents"
        renderLink={renderLink}
        items={items.map((i) => ({ ...i, href: `/admin/investors/7/${i.id}` }))}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Investor sections' })
    const links = screen.getAllByRole('link')
    expect(nav).toContainElement(links[0])
    expect(links[1]).toHaveAttribute('aria-current', 'page')
    expect(links[1]).toHaveAttribute('href', '/admin/investors/7/documents')
    expect(links[1]).toHaveAttribute('data-router', 'yes')
    links[1].focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(links[2]).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(links[0]).toHaveFocus()
  })

  it('scrolls a strip wider than its screen to show the current tab, not the page', () => {
    // happy-dom lays nothing out: a 300 px strip of 200 px tabs, the third one current.
    const box = (left: number) => ({ left, right: left + 200 }) as DOMRect
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200)
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.tagName === 'UL') return box(0)
      const index = Array.from(this.closest('ul')!.querySelectorAll('a')).indexOf(
        this as HTMLAnchorElement,
      )
      return box(index * 200)
    })
    renderWithTheme(<LinkTabs label="Investor sections" activeId="notes" items={items} />)
    const list = screen.getByRole('list')
    // The third tab (400–600) centred in 300 px: 400 - (300 - 200) / 2.
    expect(list.scrollLeft).toBe(350)
    vi.restoreAllMocks()
  })
})
