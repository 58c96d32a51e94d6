import styled from 'styled-components'
import { personName } from '@/lib/api'
import { DocumentsTab } from '@/features/admin-documents'
import type { RecordTabProps } from '@/features/admin-records'
import type { RecordOf } from '@/lib/resources'
import { Card, HtmlView } from '@/ui'
import { audienceOf, publishedOn, subjectName } from '../records/report-values'

type Report = RecordOf<'reports'>

/** A live update as its investors read it: what it is about, who reads it, its body (sanitised). */
export function UpdateDetailsTab({ record, subject }: RecordTabProps<Report>) {
  const row = record as unknown as Record<string, unknown>
  const author = row.author as Parameters<typeof personName>[0] | null | undefined
  const facts = [
    ['Company or fund', subjectName(row) ?? 'None'],
    ['Audience', audienceOf(row)],
    ['Published', publishedOn(row) ?? 'Not yet'],
    ['Author', author ? personName(author, '') || 'Unknown' : 'Unknown'],
  ] as const
  return (
    <StyledStack>
      <Card title="About this update">
        <StyledFacts>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </StyledFacts>
      </Card>
      <Card title="Update">
        <HtmlView html={typeof row.body === 'string' ? row.body : ''} />
      </Card>
      <section aria-label="Attachments">
        <DocumentsTab subject={subject} />
      </section>
    </StyledStack>
  )
}

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`
