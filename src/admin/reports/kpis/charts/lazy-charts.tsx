import { Component, lazy, type ReactNode } from 'react'

export const LazySparkline = lazy(() => import('./kpi-charts'))

export const LazyCompareBarChart = lazy(() =>
  import('./kpi-charts').then((m) => ({ default: m.CompareBarChart })),
)

/**
 * A chart that cannot be drawn (its chunk failed to download, or recharts threw) leaves its
 * place to `fallback`; the figures it draws are always in a table beside it.
 */
export class ChartGuard extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
