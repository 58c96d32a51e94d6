import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { queryErrorMessage } from '@/lib/api'
import { formatDate, formatGBP } from '@/lib/format'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Pagination,
  StatusBadge,
  type Column,
} from '@/ui'
import {
  TabHeader as StyledHeader,
  TabHeading as StyledHeading,
  TabSection as StyledSection,
  type RecordTabProps,
} from '@/admin/kit/records'
import { optionsQuery, type PreEmptionOption } from '../api/pre-emption-round'
import { OFFER_STATES, answerOf, answeredOn, choiceText, offerState } from '../model/round'
import { OfferRoundDialog } from './offer-round-dialog'

const holderOf = (o: PreEmptionOption) =>
  o.user ? [o.user.name, o.user.surname].filter(Boolean).join(' ') : `Investor ${o.user_id}`

const answerAmount = (o: PreEmptionOption) => {
  const amount = answerOf(o)?.amount
  return amount != null ? formatGBP(amount) : '—'
}

/** Columns on one clock: the choice, its date and the status all read the same offer state. */
function columnsOn(now: Date): Column<PreEmptionOption>[] {
  return [
    { id: 'holder', header: 'Holder', cell: (o) => holderOf(o) },
    {
      id: 'entitlement',
      header: 'Entitlement',
      align: 'right',
      cell: (o) => formatGBP(o.entitlement_amount),
    },
    { id: 'choice', header: 'Choice', cell: (o) => choiceText(o, offerState(o, now)) },
    { id: 'amount', header: 'Amount', align: 'right', cell: answerAmount },
    {
      id: 'answered',
      header: 'Answered',
      cell: (o) => {
        const on = answeredOn(o)
        return on ? formatDate(on) : '—'
      },
    },
    { id: 'deadline', header: 'Closes', cell: (o) => formatDate(o.deadline) },
    {
      id: 'status',
      header: 'Status',
      cell: (o) => {
        const s = OFFER_STATES[offerState(o, now)]
        return <StatusBadge tone={s.tone}>{s.label}</StatusBadge>
      },
    },
  ]
}

/**
 * An existing investment's pre-emption rounds (issue 11): every holder offered a follow-on,
 * with the choice they recorded, and for staff who may update existing investments, the form
 * that offers a new round.
 */
export function PreEmptionTab({ record }: RecordTabProps) {
  const { user } = useCurrentUser()
  const mayOffer = user ? can(user.role_id, 'investment_opportunity_existing', 'update') : false
  const [offering, setOffering] = useState(false)
  const [page, setPage] = useState(1)
  const options = useQuery(optionsQuery(record.id, page))
  const data = options.data
  const columns = useMemo(() => columnsOn(new Date()), [])

  return (
    <StyledSection>
      <StyledHeader>
        <StyledHeading>Pre-emption</StyledHeading>
        {mayOffer ? (
          <Button onClick={() => setOffering(true)}>Offer a follow-on round</Button>
        ) : null}
      </StyledHeader>
      <StyledLead>
        Holders may keep their percentage in a new round: each is offered their entitlement until
        the round closes and records whether they maintain, increase, decrease or do not take it up.
      </StyledLead>
      {options.isError ? (
        <ErrorState
          message={
            queryErrorMessage(options.error) ?? 'The pre-emption offers could not be loaded.'
          }
          onRetry={() => void options.refetch()}
          retrying={options.isFetching}
        />
      ) : (
        <DataTable
          caption="Holders' pre-emption choices"
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(o) => o.id}
          loading={options.isFetching}
          empty={
            <EmptyState
              title="No pre-emption offers yet"
              description={
                mayOffer
                  ? 'Offer a follow-on round to let holders keep their share.'
                  : 'Offers made to holders appear here.'
              }
            />
          }
        />
      )}
      {data && !options.isError && data.total > 0 ? (
        <Pagination
          meta={data}
          onPageChange={setPage}
          itemNoun="offers"
          label="Pre-emption offers pages"
        />
      ) : null}
      {offering ? (
        <OfferRoundDialog opportunity={record} onClose={() => setOffering(false)} />
      ) : null}
    </StyledSection>
  )
}

const StyledLead = styled.p`
  margin: 0;
  max-width: 70ch;
  color: ${({ theme }) => theme.colours.textMuted};
`
