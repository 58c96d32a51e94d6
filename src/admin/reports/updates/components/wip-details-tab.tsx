import styled from 'styled-components'
import type { RecordTabProps } from '@/admin/kit/records'
import type { RecordOf } from '@/lib/resources'
import { Card, DataTable, EmptyState, HtmlView, type Column } from '@/ui'
import { publishedOn, subjectName } from '../records/report-values'
import { ReportFacts, ReportStack } from './report-facts'
import { formatCount } from '@/lib/format'

type Row = Record<string, unknown>

const kpiOf = (input: Row) => (input.custom_kpi as Row | null | undefined) ?? null

const INPUT_COLUMNS: Column<Row>[] = [
  { id: 'kpi', header: 'Input', cell: (i) => String(kpiOf(i)?.name ?? `Input #${String(i.id)}`) },
  { id: 'period', header: 'Period', cell: (i) => String(i.period ?? '') },
  {
    id: 'value',
    header: 'Value',
    align: 'right',
    cell: (i) => `${formatCount(Number(i.value))}${unitSuffix(kpiOf(i)?.unit)}`,
  },
  { id: 'comment', header: 'Comment', cell: (i) => String(i.comment ?? '') },
]

const unitSuffix = (unit: unknown) =>
  unit === 'percent' ? '%' : unit === 'multiple' ? '×' : unit === 'months' ? ' months' : ''

/** A WIP report: what it covers, its text (sanitised) and its inputs. */
export function WipDetailsTab({ record }: RecordTabProps<RecordOf<'reports'>>) {
  const row: Row = record
  const inputs = Array.isArray(row.inputs) ? (row.inputs as Row[]) : []
  const facts = [
    ['Period', row.period ? String(row.period) : 'Not set'],
    ['Company', subjectName(row) ?? 'The whole pipeline'],
    ['Published', publishedOn(row) ?? 'Not yet'],
  ] as const
  return (
    <ReportStack>
      <Card title="About this report">
        <ReportFacts facts={facts} />
        {row.summary ? <StyledSummary>{String(row.summary)}</StyledSummary> : null}
      </Card>
      <Card title="Report">
        <HtmlView html={typeof row.body === 'string' ? row.body : ''} />
      </Card>
      <Card title="Inputs">
        <DataTable
          caption="Inputs"
          columns={INPUT_COLUMNS}
          rows={inputs}
          rowKey={(i) => Number(i.id)}
          empty={
            <EmptyState
              title="No inputs yet"
              description="Figures reported for this report appear here."
            />
          }
        />
      </Card>
    </ReportStack>
  )
}

const StyledSummary = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  color: ${({ theme }) => theme.colours.textMuted};
`
