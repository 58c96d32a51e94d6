import { formatDate, formatGBP, formatPercent } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { useTerm } from '@/lib/terminology'
import { Card } from '@/ui'
import { taxReliefs, TAX_RELIEF_NAMES } from '../model/tax-relief'
import { FactList, type Fact } from './fact-list'
import { RaisedProgress } from './raised-progress'

/** A missing amount reads as none, not as a blank. */
const NONE = { empty: 'None' }

type Opportunity = RecordOf<'investment-opportunities'>

const date = (v: string | null | undefined) => (v ? formatDate(v) : 'To be confirmed')

export interface KeyInformationCardProps {
  opportunity: Opportunity
  showTax: boolean
}

/** The terms of the raise, in the order an investor weighs them. */
export function KeyInformationCard({ opportunity: o, showTax }: KeyInformationCardProps) {
  const t = useTerm()
  const reliefs = taxReliefs(o)
  const facts: Fact[] = [
    { label: 'Raised so far', value: <RaisedProgress opportunity={o} />, wide: true },
    { label: 'Target', value: formatGBP(o.target_amount) },
    { label: 'Minimum investment', value: formatGBP(o.minimum_investment, NONE) },
    {
      label: 'Maximum investment',
      value: o.maximum_investment ? formatGBP(o.maximum_investment) : 'No maximum',
    },
    { label: 'Investment increment', value: formatGBP(o.investment_increment, NONE) },
    {
      label: 'Share price',
      value: o.share_price != null ? formatGBP(o.share_price, { pence: 'always' }) : 'Not set',
    },
    { label: 'Pre-money valuation', value: formatGBP(o.pre_money_valuation, NONE) },
    {
      label: 'Equity offered',
      value: o.equity_offered_percent != null ? formatPercent(o.equity_offered_percent) : 'Not set',
    },
    { label: 'Opens', value: date(o.open_date) },
    { label: 'Closes', value: date(o.close_date) },
  ]
  if (showTax) {
    facts.push({
      label: 'Tax relief',
      value: reliefs.length
        ? reliefs.map((r) => (TAX_RELIEF_NAMES[r] ? `${r} (${TAX_RELIEF_NAMES[r]})` : r)).join(', ')
        : 'None',
    })
  }
  facts.push(
    { label: t('industry'), value: o.industry?.name ?? 'Not set' },
    {
      label: 'Investment type',
      value: [o.type?.name, o.sub_type?.name].filter(Boolean).join(' · ') || 'Not set',
    },
  )
  return (
    <Card title="Key information">
      <FactList facts={facts} />
    </Card>
  )
}
