import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { formatGBP } from '@/lib/format'
import { Button, Card, LinkButton, Row, Stack } from '@/ui'
import { openOfferQuery } from '../api/offer-queries'
import { answerLine, answerOf, offerHeadline, offerIsOpen, offerPath } from '../model/offer'

export interface PreEmptionOfferNoticeProps {
  opportunityId: number
  slug: string
}

/**
 * A holder's open pre-emption offer where they look at what they hold: the entitlement, the
 * closing date, their answer so far and the way to answer. Nothing when there is none.
 */
export function PreEmptionOfferNotice({ opportunityId, slug }: PreEmptionOfferNoticeProps) {
  const navigate = useNavigate()
  const offer = useQuery(openOfferQuery(opportunityId))
  if (offer.isError)
    return (
      <StyledFailure as="p" role="status">
        We could not check for a pre-emption offer.{' '}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void offer.refetch()}
          loading={offer.isFetching}
          loadingText="Checking"
        >
          Try again
        </Button>
      </StyledFailure>
    )
  const data = offer.data ?? null
  if (!data || !offerIsOpen(data)) return null
  const answer = answerOf(data)
  return (
    <Card title={offerHeadline(data)}>
      <StyledBody $gap="sm" $align="flex-start">
        <p>
          You may take up {formatGBP(data.entitlement_amount)} of the new round to keep your share
          {data.share_price ? `, at ${formatGBP(data.share_price)} a share` : ''}.
        </p>
        {answer ? <p>{answerLine(answer)} You can change it until the round closes.</p> : null}
        <LinkButton href={offerPath(slug)} onNavigate={navigate}>
          {answer ? 'Review your answer' : 'Answer the offer'}
        </LinkButton>
      </StyledBody>
    </Card>
  )
}

const StyledBody = styled(Stack)`
  p {
    margin: 0;
  }
`

const StyledFailure = styled(Row)`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`
