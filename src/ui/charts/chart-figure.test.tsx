// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { ChartFigure } from './chart-figure'

function Broken(): never {
  throw new Error('recharts blew up')
}

describe('ChartFigure', () => {
  it('names the drawing by its title and summary, and shows the table on request', async () => {
    renderWithTheme(
      <ChartFigure
        title="Value"
        kind="Area chart"
        summary="Rose from £1 to £2."
        height={200}
        chart={<svg />}
        table={<table aria-label="Value data" />}
      />,
    )
    expect(
      screen.getByRole('img', { name: 'Value. Area chart. Rose from £1 to £2.' }),
    ).toBeInTheDocument()
    const region = screen.getByRole('region', { name: 'Value' })
    const toggle = within(region).getByRole('button', { name: 'Show as table (Value)' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('table', { name: 'Value data' })).toBeNull()
    await userEvent.click(toggle)
    expect(screen.getByRole('table', { name: 'Value data' })).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Hide table (Value)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('keeps the page and the table when the chart cannot be drawn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithTheme(
      <ChartFigure
        title="Value"
        kind="Area chart"
        summary="…"
        height={200}
        chart={<Broken />}
        table={<table aria-label="Value data" />}
      />,
    )
    expect(screen.getByText(/The chart could not be drawn/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Show as table/ }))
    expect(screen.getByRole('table', { name: 'Value data' })).toBeInTheDocument()
    vi.restoreAllMocks()
  })

  it('says when there is nothing to draw', () => {
    renderWithTheme(
      <ChartFigure
        title="Value"
        kind="Area chart"
        summary=""
        height={200}
        chart={<svg />}
        table={null}
        empty="No figures yet."
      />,
    )
    expect(screen.getByText('No figures yet.')).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
