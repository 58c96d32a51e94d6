// @vitest-environment dom
import { cloneElement, type ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { CompareBarChart } from './kpi-charts'

// happy-dom has no layout: the container would measure 0 × 0 and draw nothing.
vi.mock('recharts', async (original) => ({
  ...(await original<typeof import('recharts')>()),
  ResponsiveContainer: ({ children }: { children: ReactElement }) =>
    cloneElement(children, { width: 640, height: 240 } as never),
}))

describe('CompareBarChart', () => {
  it('steps its value axis by 1, 2 or 5 times a power of ten from zero (issue 25)', () => {
    const { container } = renderWithTheme(
      <CompareBarChart
        bars={[
          { label: 'Acme', value: 0.5 },
          { label: 'Globex', value: 0.3 },
        ]}
        height={240}
        formatValue={String}
        formatTick={String}
      />,
    )
    const ticks = [
      ...container.querySelectorAll(
        '.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value',
      ),
    ].map((t) => t.textContent)
    expect(ticks).toEqual(['0', '0.2', '0.4', '0.6'])
  })
})
