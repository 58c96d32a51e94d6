import { personName } from '@/lib/api'
import { DocumentsTab } from '@/admin/tabs/documents'
import type { RecordTabProps } from '@/admin/kit/records'
import type { RecordOf } from '@/lib/resources'
import { Card, HtmlView } from '@/ui'
import { ReportFacts, ReportStack } from './report-facts'
import { audienceOf, publishedOn, subjectName } from '../records/report-values'

type Report = RecordOf<'reports'>

/** A live update as its investors read it: what it is about, who reads it, its body (sanitised). */
export function UpdateDetailsTab({ record, subject }: RecordTabProps<Report>) {
  const row: Record<string, unknown> = record
  const author = row.author as Parameters<typeof personName>[0] | null | undefined
  const facts = [
    ['Company or fund', subjectName(row) ?? 'None'],
    ['Audience', audienceOf(row)],
    ['Published', publishedOn(row) ?? 'Not yet'],
    ['Author', author ? personName(author, '') || 'Unknown' : 'Unknown'],
  ] as const
  return (
    <ReportStack>
      <Card title="About this update">
        <ReportFacts facts={facts} />
      </Card>
      <Card title="Update">
        <HtmlView html={typeof row.body === 'string' ? row.body : ''} />
      </Card>
      <section aria-label="Attachments">
        <DocumentsTab subject={subject} />
      </section>
    </ReportStack>
  )
}
