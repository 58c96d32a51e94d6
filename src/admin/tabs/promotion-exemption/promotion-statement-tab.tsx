import { useState } from 'react'
import styled from 'styled-components'
import type { RecordTabProps } from '@/admin/kit/records'
import { useFlags } from '@/lib/flags'
import { formatDate, formatDateTime } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { Card, EmptyState, Stack, StatementQuote, StatusBadge } from '@/ui'
import { exemptionLabel } from './labels'

const TITLE = 'Financial promotion statement'

/**
 * Tab promotion-statement (flag `financialPromotionExceptions`): the exemption the investor
 * last stated, the exact wording they agreed to, when, and when it lapses (12 months on). The
 * history of statements is on the compliance evidence tab.
 */
export function PromotionStatementTab({ record }: RecordTabProps<RecordOf<'users'>>) {
  const on = useFlags().financialPromotionExceptions
  const [now] = useState(() => Date.now())
  if (!on || !record.promotion_exemption_type)
    return (
      <Card title={TITLE}>
        <EmptyState
          title="No statement"
          description={
            on
              ? 'They have not made a statement yet. They are asked for one when they next open an opportunity.'
              : 'Financial promotion exemptions are off: investors are not asked for a statement.'
          }
        />
      </Card>
    )
  const expires = record.promotion_exemption_expires_at
  const expired = !expires || Date.parse(expires) <= now
  return (
    <Card
      title={TITLE}
      actions={
        <StatusBadge tone={expired ? 'danger' : 'success'}>
          {expired ? 'Expired' : 'Current'}
        </StatusBadge>
      }
    >
      <Stack $gap="md">
        <StyledFacts>
          <dt>Exemption</dt>
          <dd>{exemptionLabel(record.promotion_exemption_type)}</dd>
          <dt>Made on</dt>
          <dd>{formatDateTime(record.promotion_exemption_stated_at)}</dd>
          <dt>{expired ? 'Expired on' : 'Expires on'}</dt>
          <dd>{formatDate(expires)}</dd>
        </StyledFacts>
        <StatementQuote aria-label="The statement agreed to">
          {record.promotion_exemption_statement}
        </StatementQuote>
        {expired ? (
          <StyledNote>
            Until they make a new statement they see opportunities as a visitor and cannot invest.
          </StyledNote>
        ) : null}
      </Stack>
    </Card>
  )
}

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
  }

  dd {
    margin: 0;
  }
`

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`
