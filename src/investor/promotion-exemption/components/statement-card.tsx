import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import { useCurrentUser } from '@/lib/session'
import { Card, QueryStates, Stack } from '@/ui'
import { promotionExemptionsQuery } from '@/lib/compliance'
import { usePromotionStanding } from '../use-promotion-standing'
import { StatementForm } from './statement-form'

export const STATEMENT_TITLE = 'Your financial promotion statement'

/**
 * Where an investor without a current statement makes one (COBS 4.12A): why it is asked, the
 * four exemptions with their wording, and the form. A lapsed statement is named with its date.
 */
export function PromotionStatementCard() {
  const query = useQuery(promotionExemptionsQuery)
  const standing = usePromotionStanding()
  const expired = useCurrentUser().user?.promotion_exemption_expires_at
  return (
    <Card title={STATEMENT_TITLE}>
      <Stack $gap="md">
        <StyledIntro>
          {standing === 'expired' && expired
            ? `Your last statement expired on ${formatDate(expired)}. Statements last 12 months: make a new one to see this opportunity’s details and to invest.`
            : 'These investments may only be promoted to investors who qualify for an exemption. Tell us which one applies to you to see each opportunity’s figures, terms and documents, and to invest. Your statement lasts 12 months.'}
        </StyledIntro>
        <QueryStates query={query} loading="Loading the statements">
          {(exemptions) => <StatementForm exemptions={exemptions} />}
        </QueryStates>
      </Stack>
    </Card>
  )
}

const StyledIntro = styled.p`
  margin: 0;
`
