import { Suspense, type ReactNode } from 'react'
import styled from 'styled-components'
import { Card } from '@/ui/page/card'
import { ChartBoundary } from './chart-boundary'
import { ChartSkeleton } from './chart-skeleton'
import { TableDisclosure } from './table-disclosure'

export interface ChartFigureProps {
  /** The visible heading, and the start of the figure's accessible name. */
  title: string
  /** What kind of chart it is ("Area chart"), read before the summary. */
  kind: string
  /** The data in one or two sentences, for people who cannot see the drawing. */
  summary: string
  height: number
  /** A lazily loaded chart (lazy-charts.tsx); the skeleton holds its place meanwhile. */
  chart: ReactNode
  /** The same numbers as a table, behind "Show as table". */
  table: ReactNode
  legend?: ReactNode
  /** No data: a sentence takes the chart's place (same height, nothing jumps). */
  empty?: string | null
  level?: 2 | 3
  actions?: ReactNode
}

/**
 * A chart as a card: a visible title, the drawing as role="img" named by the title and a
 * summary, an HTML legend and the numbers as a table on request.
 */
export function ChartFigure({
  title,
  kind,
  summary,
  height,
  chart,
  table,
  legend,
  empty,
  level = 2,
  actions,
}: ChartFigureProps) {
  return (
    <Card title={title} level={level} actions={actions}>
      <StyledFigure>
        {empty ? (
          <StyledEmpty style={{ minHeight: height }}>{empty}</StyledEmpty>
        ) : (
          <StyledPlot role="img" aria-label={`${title}. ${kind}. ${summary}`} style={{ height }}>
            <ChartBoundary height={height}>
              <Suspense fallback={<ChartSkeleton height={height} />}>{chart}</Suspense>
            </ChartBoundary>
          </StyledPlot>
        )}
        {!empty && legend ? legend : null}
      </StyledFigure>
      {!empty ? <TableDisclosure name={title}>{table}</TableDisclosure> : null}
    </Card>
  )
}

const StyledFigure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  min-width: 0;
`

const StyledPlot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  overflow: hidden;
`

const StyledEmpty = styled.p`
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`
