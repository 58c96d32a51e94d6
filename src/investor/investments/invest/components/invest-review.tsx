import { Fragment, useEffect, useRef } from 'react'
import styled from 'styled-components'
import { formatGBP } from '@/lib/format'
import { Button, Card, Form, FormActions, type FormSubmission } from '@/ui'
import { declines, type InvestSetup, type InvestValues } from '../model/invest-form'
import { choiceLabel } from '../model/pre-emption'
import { PaymentDetailsCard } from './payment-details-card'
import { StyledFacts } from './invest-styles'

export interface InvestReviewProps {
  setup: InvestSetup
  values: InvestValues
  submission: FormSubmission
  onEdit: () => void
  onConfirm: () => void
}

/** Step 3: what will be reserved, read back before the investor confirms. */
export function InvestReview({ setup, values, submission, onEdit, onConfirm }: InvestReviewProps) {
  const declined = declines(values, setup)
  // The button that led here is gone: start the investor (and their reader) at the heading.
  const heading = useRef<HTMLSpanElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const rows: [string, string][] = [
    ['Opportunity', setup.opportunity.name],
    ['Investing as', setup.way.title],
  ]
  if (setup.as.kind === 'pension') rows.push(['Pension provider', values.pensionProvider.trim()])
  if (setup.option && values.preEmptionChoice !== null)
    rows.push([
      'Pre-emption',
      choiceLabel(values.preEmptionChoice, formatGBP(setup.option.entitlement_amount)),
    ])
  if (!declined) {
    rows.push(['Amount', formatGBP(values.amount)])
    if (setup.taxOptions.length > 0)
      rows.push(['Tax relief', values.taxOption === 'none' ? 'None' : (values.taxOption ?? '')])
    if (setup.intentTerms) rows.push(['Investment terms', `Accepted: ${setup.intentTerms.title}`])
  }
  return (
    <Form onSubmit={onConfirm} submission={submission} aria-label="Review">
      <Card
        title={
          <StyledFocusable ref={heading} tabIndex={-1}>
            {declined ? 'Review your choice' : 'Review your investment'}
          </StyledFocusable>
        }
      >
        <StyledFacts>
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </StyledFacts>
      </Card>
      {declined ? null : <PaymentDetailsCard opportunity={setup.opportunity} reference={null} />}
      <FormActions>
        <Button variant="secondary" onClick={onEdit}>
          Edit details
        </Button>
        <Button type="submit" loading={submission.isSubmitting} loadingText="Confirming">
          {declined ? 'Confirm choice' : 'Confirm investment'}
        </Button>
      </FormActions>
    </Form>
  )
}

const StyledFocusable = styled.span`
  &:focus {
    outline: none;
  }
`
