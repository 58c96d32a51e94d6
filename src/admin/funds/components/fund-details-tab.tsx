import type { RecordTabProps } from '@/admin/kit/records'
import { Card, HtmlView } from '@/ui'
import type { Fund } from '../api/fund-queries'
import { fundFacts } from '../records/fund-facts'
import { NavHistory } from './nav-history'
import { StyledStack } from './styles'

/** The fund's facts, its description, and its NAV history (where a new NAV is recorded). */
export function FundDetails({ record, subject }: RecordTabProps<Fund>) {
  const Facts = fundFacts.Component
  return (
    <StyledStack>
      <Facts record={record} subject={subject} />
      <NavHistory fundId={record.id} />
      <Card title="Description">
        {record.description ? (
          <HtmlView html={record.description} />
        ) : (
          <p>No description yet. Add one on the edit page.</p>
        )}
      </Card>
    </StyledStack>
  )
}
