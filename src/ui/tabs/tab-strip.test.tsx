// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { LinkTabs } from './link-tabs'
import { Tabs } from './tabs'

const items = [
  { id: 'details', label: 'Details', href: '/r/details' },
  { id: 'transactions', label: 'Transactions', href: '/r/transactions' },
  { id: 'documents', label: 'Documents', href: '/r/documents' },
]

/** happy-dom lays nothing out: a 300 px strip of three 200 px tabs. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300)
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const strip = this.closest('ul, [role="tablist"]')
    if (this === strip) return { left: 0, right: 300 } as DOMRect
    const tabs = Array.from(strip?.querySelectorAll('a, [role="tab"]') ?? [])
    const left = tabs.indexOf(this) * 200 - (strip?.scrollLeft ?? 0)
    return { left, right: left + 200 } as DOMRect
  })
  // The browser scrolls and then says so.
  HTMLElement.prototype.scrollBy = vi.fn(function (this: HTMLElement, options?: ScrollToOptions) {
    this.scrollLeft += options?.left ?? 0
    this.dispatchEvent(new Event('scroll'))
  }) as typeof HTMLElement.prototype.scrollBy
}

const scrollBy = HTMLElement.prototype.scrollBy

afterEach(() => {
  vi.restoreAllMocks()
  HTMLElement.prototype.scrollBy = scrollBy
})

describe('a tab strip wider than its screen', () => {
  it('shows that tabs are hidden past its end, and scrolls to them by the keyboard', async () => {
    layOut()
    renderWithTheme(<LinkTabs label="Investor sections" activeId="details" items={items} />)
    const nav = screen.getByRole('navigation', { name: 'Investor sections' })
    const left = within(nav).getByRole('button', { name: 'Scroll tabs left' })
    const right = within(nav).getByRole('button', { name: 'Scroll tabs right' })
    expect(left).toHaveAttribute('aria-disabled', 'true')
    expect(right).not.toHaveAttribute('aria-disabled')
    const list = within(nav).getByRole('list')
    expect(list.parentElement).toHaveAttribute('data-hidden-end', 'true')
    expect(list.parentElement).not.toHaveAttribute('data-hidden-start')

    right.focus()
    await userEvent.keyboard('{Enter}')
    expect(list.scrollLeft).toBe(225)
    expect(left).not.toHaveAttribute('aria-disabled')
    expect(list.parentElement).toHaveAttribute('data-hidden-start', 'true')
    await userEvent.keyboard('{Enter}')
    // At the end: the button stays (and keeps the focus), saying it can go no further.
    expect(right).toHaveAttribute('aria-disabled', 'true')
    expect(right).toHaveFocus()
    expect(list.parentElement).not.toHaveAttribute('data-hidden-end')
  })

  it('brings the selected tab of in-page tabs into view', async () => {
    layOut()
    renderWithTheme(
      <Tabs items={items} label="Holding" defaultValue="details" renderPanel={(id) => id} />,
    )
    const list = screen.getByRole('tablist', { name: 'Holding' })
    expect(list.scrollLeft).toBe(0)
    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }))
    // The third tab (400–600) centred in 300 px: 400 - (300 - 200) / 2.
    expect(list.scrollLeft).toBe(350)
    expect(screen.getByRole('button', { name: 'Scroll tabs right' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('brings the current tab back into view when tabs join the strip before it', () => {
    layOut()
    const documents = items.slice(2)
    const { rerender } = renderWithTheme(
      <LinkTabs label="Investor sections" activeId="documents" items={documents} />,
    )
    const list = screen.getByRole('list')
    expect(list.scrollLeft).toBe(0)
    // Tabs behind a flag or a permission arrive once the settings do.
    rerender(<LinkTabs label="Investor sections" activeId="documents" items={items} />)
    expect(list.scrollLeft).toBe(350)
  })

  it('has no scroll buttons while every tab fits', () => {
    renderWithTheme(<LinkTabs label="Investor sections" activeId="details" items={items} />)
    expect(screen.queryByRole('button', { name: /Scroll tabs/ })).toBeNull()
  })
})
