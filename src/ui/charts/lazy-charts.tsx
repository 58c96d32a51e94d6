import { lazy } from 'react'

/**
 * The chart components, each loaded on first render from one recharts chunk. Import these,
 * never recharts-charts.tsx, from anything outside charts/.
 */
export const LazyTimeSeriesChart = lazy(() => import('./recharts-charts'))

export const LazyDonutChart = lazy(() =>
  import('./recharts-charts').then((m) => ({ default: m.DonutChart })),
)
