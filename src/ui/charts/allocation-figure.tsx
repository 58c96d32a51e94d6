import styled from 'styled-components'
import { formatGBP } from '@/lib/format'
import { DataTable } from '@/ui/table/data-table'
import { colourSlices, sliceSummary, type Slice } from './chart-data'
import { ChartFigure } from './chart-figure'
import { useChartPalette } from './chart-palette'
import { LazyDonutChart } from './lazy-charts'

export interface AllocationFigureProps {
  title: string
  slices: Slice[]
  /** What one slice is, singular ("sector"), and the table's first heading ("Sector"). */
  noun: string
  labelHeader: string
  height?: number
}

/** Current value split by a category: a donut, its legend and its table. */
export function AllocationFigure({
  title,
  slices,
  noun,
  labelHeader,
  height = 220,
}: AllocationFigureProps) {
  const palette = useChartPalette()
  const { drawn, all } = colourSlices(slices, palette)
  return (
    <ChartFigure
      title={title}
      kind="Donut chart"
      summary={sliceSummary(all, noun)}
      height={height}
      empty={all.length === 0 ? 'Nothing to show yet.' : null}
      chart={<LazyDonutChart slices={drawn} height={height} formatValue={(n) => formatGBP(n)} />}
      legend={
        <StyledLegend aria-label={`${title} legend`}>
          {drawn.map((s) => (
            <li key={s.label}>
              <StyledSwatch aria-hidden="true" style={{ background: s.colour }} />
              <span>{s.label}</span>
              <StyledShare>{s.share}%</StyledShare>
            </li>
          ))}
        </StyledLegend>
      }
      table={
        <DataTable
          caption={`${title} data`}
          rowKey={(s) => s.label}
          rows={all}
          columns={[
            { id: 'label', header: labelHeader, cell: (s) => s.label },
            { id: 'value', header: 'Value', align: 'right', cell: (s) => formatGBP(s.value) },
            { id: 'share', header: 'Share', align: 'right', cell: (s) => `${s.share}%` },
          ]}
        />
      }
    />
  )
}

const StyledLegend = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }

  li > span:nth-child(2) {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`

const StyledSwatch = styled.span`
  flex: none;
  width: 12px;
  height: 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
`

const StyledShare = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-variant-numeric: tabular-nums;
`
