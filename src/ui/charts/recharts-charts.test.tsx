// @vitest-environment dom
import { cloneElement, type ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PENNY } from '@/lib/format/axis-ticks'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { formatPrice } from '@/lib/format'
import TimeSeriesChart from './recharts-charts'

// happy-dom has no layout: the container would measure 0 × 0 and draw nothing.
vi.mock('recharts', async (original) => ({
  ...(await original<typeof import('recharts')>()),
  ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number }> }) =>
    cloneElement(children, { width: 640, height: 280 } as never),
}))

/** The value axis's tick labels as drawn. */
const yTicks = (container: HTMLElement) =>
  [
    ...container.querySelectorAll(
      '.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value',
    ),
  ].map((t) => t.textContent)

describe('TimeSeriesChart', () => {
  it('labels a share price axis in whole pence, never £2.125 (issue 25)', () => {
    const points = [
      { x: '2025-01-01', label: '1 Jan 2025', value: 2.1 },
      { x: '2025-06-01', label: '1 Jun 2025', value: 2.15 },
      { x: '2026-01-01', label: '1 Jan 2026', value: 2.2 },
    ]
    const { container } = renderWithTheme(
      <TimeSeriesChart
        points={points}
        height={280}
        variant="line"
        step
        formatValue={formatPrice}
        formatTick={formatPrice}
        tickStep={PENNY}
      />,
    )
    const ticks = yTicks(container)
    expect(ticks).toEqual(['£2.10', '£2.15', '£2.20'])
    for (const t of ticks) expect(t).toMatch(/^£\d+\.\d\d$/)
  })
})
