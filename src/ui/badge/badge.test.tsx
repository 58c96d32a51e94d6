// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { Badge, formatBadgeCount } from './badge'

describe('Badge', () => {
  it('shows up to two digits and caps at 99+', () => {
    expect(formatBadgeCount(1)).toBe('1')
    expect(formatBadgeCount(99)).toBe('99')
    expect(formatBadgeCount(100)).toBe('99+')
    expect(formatBadgeCount(12345)).toBe('99+')
  })

  it('renders nothing for zero and an accessible label when given', () => {
    const { container } = renderWithTheme(<Badge count={0} />)
    expect(container).toBeEmptyDOMElement()
    renderWithTheme(<Badge count={150} label="150 unread notifications" />)
    expect(screen.getByText('99+')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByText('150 unread notifications')).toBeInTheDocument()
  })
})
