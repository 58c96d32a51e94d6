import { Button, Form, FormActions, type FormSubmission } from '@/ui'
import { declines } from '../model/invest-form'
import { AmountSection } from './amount-section'
import { InvestingAsSection } from './investing-as-section'
import { PaymentDetailsCard } from './payment-details-card'
import { PreEmptionSection } from './pre-emption-section'
import type { SectionProps } from './section-props'
import { TaxSection } from './tax-section'
import { TermsSection } from './terms-section'

export interface InvestDetailsProps extends SectionProps {
  submission: FormSubmission
  onReview: () => void
}

/** Step 2: everything the investor decides, one section each, then on to review. */
export function InvestDetails({ submission, onReview, ...section }: InvestDetailsProps) {
  const { setup, values } = section
  const declined = declines(values, setup)
  return (
    <Form onSubmit={onReview} submission={submission} aria-label="Your investment">
      <InvestingAsSection {...section} />
      <PreEmptionSection {...section} />
      {declined ? null : (
        <>
          <AmountSection {...section} />
          {setup.taxOptions.length > 0 ? <TaxSection {...section} /> : null}
          <TermsSection {...section} />
          <PaymentDetailsCard opportunity={setup.opportunity} reference={null} />
        </>
      )}
      <FormActions>
        <Button type="submit">{declined ? 'Review my choice' : 'Review investment'}</Button>
      </FormActions>
    </Form>
  )
}
