import { memo, Suspense } from 'react'
import styled from 'styled-components'
import { changeDirection } from '@/lib/format'
import { ChangeIndicator, Row } from '@/ui'
import { ChartGuard, LazySparkline } from '../charts/lazy-charts'
import type { Trend } from '../model/kpi-grid'
import { once } from '@/lib/once'

const percent = once(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }))

/** The words of a change: "Up 12.5%", "Down 3%", "No change". */
export function changeText(changePercent: number): string {
  const direction = changeDirection(changePercent)
  if (direction === 'flat') return 'No change'
  return `${direction === 'up' ? 'Up' : 'Down'} ${percent().format(Math.abs(changePercent))}%`
}

/**
 * A KPI's latest change against the period before it, in words, with its values over the
 * periods as a sparkline. The arrow stays muted: for a KPI such as burn or churn, up is bad.
 */
export const KpiTrend = memo(function KpiTrend({ trend }: { trend: Trend | null }) {
  if (!trend) return <StyledMuted>No values yet</StyledMuted>
  return (
    <Row $nowrap $justify="space-between">
      <StyledWords>
        {trend.previous === null ? (
          <StyledMuted>First period</StyledMuted>
        ) : trend.changePercent === null ? (
          <StyledMuted>From zero in {trend.previous.period}</StyledMuted>
        ) : (
          <>
            <ChangeIndicator direction={changeDirection(trend.changePercent)} muted>
              {changeText(trend.changePercent)}
            </ChangeIndicator>
            <StyledMuted>vs {trend.previous.period}</StyledMuted>
          </>
        )}
      </StyledWords>
      {trend.points.length > 1 ? (
        <StyledSpark aria-hidden="true">
          <ChartGuard fallback={null}>
            <Suspense fallback={null}>
              <LazySparkline values={trend.points.map((p) => p.value)} />
            </Suspense>
          </ChartGuard>
        </StyledSpark>
      ) : null}
    </Row>
  )
})

const StyledWords = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  white-space: nowrap;
`

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const StyledSpark = styled.span`
  display: inline-block;
  width: 96px;
  height: 32px;
  flex: none;
`
