import { formatDate, formatGBP } from '@/lib/format'
import { Card, RadioGroup } from '@/ui'
import { answerLine } from '@/investor/pre-emption-offers'
import {
  choiceLabel,
  existingChoice,
  HOLDER_CHOICES,
  PRE_EMPTION,
  type PreEmptionOption,
} from '../model/pre-emption'
import { StyledLead } from './invest-styles'
import type { SectionProps } from './section-props'

/**
 * A holder's pre-emption right on the new round: keep their share, take more or less, or
 * decline. Choosing to maintain fills in the entitlement as the amount. An answer already
 * recorded is selected and said in words; after the deadline the right is shown, not asked.
 */
export function PreEmptionSection({ setup, values, errorFor, change }: SectionProps) {
  if (setup.closedOption) return <ClosedOffer option={setup.closedOption} />
  const option = setup.option
  if (!option) return null
  const entitlement = formatGBP(option.entitlement_amount)
  const price = option.share_price ? ` at ${formatGBP(option.share_price)} a share` : ''
  const holding = option.current_holding_amount
  const answered = existingChoice(option)
  return (
    <Card title="Your pre-emption right">
      <StyledLead>
        {holding ? `You hold ${formatGBP(holding)} in ${setup.opportunity.company_name}. ` : ''}
        You may take up {entitlement} of the new round{price} to keep your share, until{' '}
        {formatDate(option.deadline)}.
      </StyledLead>
      {answered ? (
        <StyledLead role="status">
          {answerLine(answered)} You can change your answer until the round closes on{' '}
          {formatDate(option.deadline)}.
        </StyledLead>
      ) : null}
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

/** Past its deadline: what was offered and what they answered, read only. */
function ClosedOffer({ option }: { option: PreEmptionOption }) {
  const answered = existingChoice(option)
  const entitlement = formatGBP(option.entitlement_amount)
  return (
    <Card title="Your pre-emption right">
      <StyledLead>
        <strong>This pre-emption offer closed on {formatDate(option.deadline)}</strong> and no
        longer takes answers. You were offered {entitlement} of the new round.
      </StyledLead>
      <StyledLead>
        {answered ? answerLine(answered) : 'You did not answer it before it closed.'}
      </StyledLead>
    </Card>
  )
}
