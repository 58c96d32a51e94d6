import { formatGBP } from '@/lib/format'
import { isInvested } from '@/lib/investments'
import { isReliefScheme } from '@/lib/tax-relief'
import { Card, PendingStates, TextLink } from '@/ui'
import type { Opportunity } from '../api/holding-queries'
import { useTaxFeature, useTaxHoldings } from '../hooks/use-tax-relief'
import { portfolioPaths } from '../model/paths'
import { ReliefFacts } from './relief-facts'

export const TAX_CARD_TITLE = 'Tax relief'

/**
 * The holding's "Tax relief" cards (tax feature): one per investment in it under EIS or SEIS.
 * The opportunity's own investments say whether there are any, so a holding without relief
 * never flashes a loading card.
 */
export function TaxReliefCards({ opportunity }: { opportunity: Opportunity }) {
  const enabled = useTaxFeature() === true
  const expected = (opportunity.investments ?? []).some(
    (i) => isInvested(i) && isReliefScheme(i.tax_option),
  )
  const { query, holdings } = useTaxHoldings(enabled && expected)
  if (!enabled || !expected) return null
  const mine = holdings.filter((h) => h.opportunityId === opportunity.id)
  if (!query.data)
    return (
      <PendingStates
        query={query}
        loading="Loading the tax relief…"
        errorMessage="The tax relief could not be loaded."
        frame={(state) => <Card title={TAX_CARD_TITLE}>{state}</Card>}
      />
    )
  return (
    <>
      {mine.map((h) => (
        <Card
          key={h.id}
          // Several subscriptions: each card is told apart by its scheme and amount.
          title={
            mine.length > 1
              ? `${TAX_CARD_TITLE}: ${h.scheme} ${formatGBP(h.amount)}`
              : TAX_CARD_TITLE
          }
          actions={<TextLink to={portfolioPaths.taxRelief}>All your tax relief</TextLink>}
        >
          <ReliefFacts holding={h} />
        </Card>
      ))}
    </>
  )
}
