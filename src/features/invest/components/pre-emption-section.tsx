import { formatDate, formatGBP } from '../../../lib/format'
import { Card, RadioGroup } from '../../../ui'
import { choiceLabel, HOLDER_CHOICES, PRE_EMPTION } from '../model/pre-emption'
import { StyledLead } from './invest-styles'
import type { SectionProps } from './section-props'

/**
 * A holder's pre-emption right on the new round: keep their share, take more or less, or
 * decline. Choosing to maintain fills in the entitlement as the amount.
 */
export function PreEmptionSection({ setup, values, errorFor, change }: SectionProps) {
  const option = setup.option
  if (!option) return null
  const entitlement = formatGBP(option.entitlement_amount)
  const price = option.share_price ? ` at ${formatGBP(option.share_price)} a share` : ''
  const holding = option.current_holding_amount
  return (
    <Card title="Your pre-emption right">
      <StyledLead>
        {holding ? `You hold ${formatGBP(holding)} in ${setup.opportunity.company_name}. ` : ''}
        You may take up {entitlement} of the new round{price} to keep your share, until{' '}
        {formatDate(option.deadline)}.
      </StyledLead>
      <RadioGroup
        legend="What would you like to do?"
        name="choice"
        options={HOLDER_CHOICES.map((code) => ({
          value: String(code),
          label: choiceLabel(code, entitlement),
        }))}
        value={values.preEmptionChoice === null ? null : String(values.preEmptionChoice)}
        error={errorFor('choice')}
        onChange={(raw) => {
          const code = Number(raw)
          const amount =
            code === PRE_EMPTION.maintain ? Number(option.entitlement_amount) : values.amount
          change({ preEmptionChoice: code, amount }, 'choice')
        }}
      />
    </Card>
  )
}
