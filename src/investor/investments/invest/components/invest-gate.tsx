import type { ReactNode } from 'react'
import { useInvestEligibility } from '@/investor/appropriateness'
import { Card, ErrorState, LoadingState, NotFoundError, TextLink } from '@/ui'
import type { InvestContext } from '../hooks/use-invest-context'
import type { InvestBlock } from '../model/opportunity-ways'
import { EligibilityBlocks } from './eligibility-blocks'
import { StyledLead } from './invest-styles'

type Ready = Extract<InvestContext, { status: 'ready' }>

export interface InvestGateProps {
  context: InvestContext
  /** Also waited for (e.g. the ways to invest). */
  extra?: { status: 'loading' } | { status: 'error'; retry: () => void; retrying: boolean } | null
  children: (ready: Ready) => ReactNode
  /** Show an outcome already reached (a reservation), whatever the round or eligibility now. */
  outcome?: boolean
  /** What this opportunity refuses the investor (e.g. their investor type), once it is known. */
  opportunityBlocks?: (ready: Ready) => readonly InvestBlock[]
}

/**
 * What both invest pages check before showing their form: the opportunity exists (else the
 * shell's 404), it is open to this investor, and nothing blocks them from investing: neither
 * their own standing (email, terms, category, the appropriateness test) nor the opportunity
 * (the investor types it admits), each explained with a way forward before any form.
 */
export function InvestGate({
  context,
  extra,
  children,
  outcome = false,
  opportunityBlocks,
}: InvestGateProps) {
  const eligibility = useInvestEligibility()
  if (context.status === 'missing') throw new NotFoundError('opportunity')
  if (context.status === 'error') return <Failed {...context} />
  if (extra?.status === 'error') return <Failed {...extra} />
  if (
    context.status === 'loading' ||
    extra?.status === 'loading' ||
    eligibility.status === 'loading'
  )
    return <LoadingState label="Loading the investment…" />
  if (outcome) return <>{children(context)}</>
  if (context.openness === 'closed') return <NotOpen slug={context.opportunity.slug} />
  // Every reason at once, the investor's own first: the host refuses each of them (issue 24).
  const blocks = [...eligibility.blocks, ...(opportunityBlocks?.(context) ?? [])]
  if (blocks.length > 0) return <EligibilityBlocks blocks={blocks} />
  return <>{children(context)}</>
}

function Failed({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <ErrorState
      message="We could not load this investment. Please try again."
      onRetry={retry}
      retrying={retrying}
    />
  )
}

function NotOpen({ slug }: { slug: string }) {
  return (
    <Card title="This opportunity is not open for investment">
      <StyledLead>
        It is not taking reservations at the moment.{' '}
        <TextLink to={`/investor/investments/${encodeURIComponent(slug)}`}>
          Back to the opportunity
        </TextLink>
      </StyledLead>
    </Card>
  )
}
