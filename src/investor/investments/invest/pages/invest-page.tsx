import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Navigate, useParams, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { PageColumns, PageHeader, PageStack } from '@/ui'
import { InvestFlow } from '../components/invest-flow'
import { InvestGate } from '../components/invest-gate'
import { InvestSteps, type InvestStep } from '../components/invest-steps'
import { DeclinedSuccess, InvestSuccess } from '../components/invest-success'
import { OpportunityAside } from '../components/opportunity-aside'
import { useInvestContext } from '../hooks/use-invest-context'
import { useInvestWays } from '../hooks/use-invest-ways'
import type { PlacementResult } from '../hooks/use-place-investment'
import { investAsKey, investorTypePath, parseInvestAs } from '../model/invest-as'
import { buildSetup } from '../model/build-setup'
import { opportunityBlocks, waysForOpportunity } from '../model/opportunity-ways'

/**
 * /investor/investments/:slug/invest?as=…: amount, tax relief, pre-emption, terms and payment
 * details, a review, then the reserved allocation. The result is kept in the URL
 * (`reserved=<id>`), so a reload shows the reservation rather than a fresh form.
 */
export function InvestPage() {
  const { slug = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const context = useInvestContext(slug)
  const ways = useInvestWays()
  const flags = useFlags()
  const [step, setStep] = useState<InvestStep>('details')
  const as = useMemo(() => parseInvestAs(params), [params])
  const reserved = Number(params.get('reserved')) || null
  const declined = params.get('declined') === '1'
  const done = reserved !== null || declined
  // The form that was focused is gone: the outcome's heading takes focus (and is read out).
  const heading = useRef<HTMLSpanElement>(null)
  const wasDone = useRef(done)
  useEffect(() => {
    if (done && !wasDone.current) heading.current?.focus()
    wasDone.current = done
  }, [done])

  const onDone = useCallback(
    (result: PlacementResult) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (result.kind === 'reserved') next.set('reserved', String(result.investment.id))
          else next.set('declined', '1')
          return next
        },
        { replace: true },
      )
    },
    [setParams],
  )

  // The heading names the opportunity as soon as it is known, before what the form needs.
  const opportunity =
    context.status === 'ready' || context.status === 'loading'
      ? (context.opportunity ?? null)
      : null
  const title = done
    ? declined
      ? 'Your choice has been recorded'
      : 'Your allocation is reserved'
    : opportunity
      ? `Invest in ${opportunity.name}`
      : 'Invest'

  return (
    <PageStack>
      <PageHeader
        title={
          <StyledFocusable ref={heading} tabIndex={-1}>
            {title}
          </StyledFocusable>
        }
        description={done && opportunity ? opportunity.name : undefined}
        back={
          done ? undefined : { to: investorTypePath(slug, as), label: 'Back to how you invest' }
        }
      />
      <InvestSteps current={done ? 'done' : step} />
      {done ? (
        <InvestGate context={context} outcome>
          {(ready) =>
            reserved !== null ? (
              <InvestSuccess opportunity={ready.opportunity} investmentId={reserved} />
            ) : (
              <DeclinedSuccess opportunity={ready.opportunity} />
            )
          }
        </InvestGate>
      ) : (
        <InvestGate
          context={context}
          extra={ways.status === 'ready' ? null : ways}
          opportunityBlocks={(ready) =>
            opportunityBlocks(ways.status === 'ready' ? ways.ways : null, ready)
          }
        >
          {(ready) => {
            if (ways.status !== 'ready') return null
            // Only the ways this opportunity admits (the host refuses the others).
            const open = waysForOpportunity(ways.ways, ready.opportunity)
            const way = as && open.all.find((w) => w.key === investAsKey(as))
            // A choice that is missing or no longer theirs: choose again.
            if (!as || !way) return <Navigate to={investorTypePath(slug)} replace />
            const setup = buildSetup({ ...ready, as, way, flags })
            return (
              <PageColumns>
                <InvestFlow key={way.key} setup={setup} onStep={setStep} onDone={onDone} />
                <OpportunityAside opportunity={ready.opportunity} />
              </PageColumns>
            )
          }}
        </InvestGate>
      )}
    </PageStack>
  )
}

const StyledFocusable = styled.span`
  &:focus {
    outline: none;
  }
`
