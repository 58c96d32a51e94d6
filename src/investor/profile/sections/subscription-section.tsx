import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatGBP } from '@/lib/format'
import {
  Button,
  Card,
  EmptyState,
  Form,
  FormActions,
  LoadingState,
  MoneyField,
  RadioGroup,
  TextField,
  useFormSubmit,
} from '@/ui'
import { paymentsAvailableQuery } from '../api/profile-queries'
import { singlePayment, subscriptionPayment, type Payment } from '../api/profile-requests'
import { PaymentReceipt } from '../components/payment-receipt'
import { StyledFieldGrid, StyledLead } from '../components/profile-styles'
import { SUBSCRIPTION_PLANS, type PlanValue } from '../model/payment-plans'

/** Profile "subscription": the investor club plan and one-off card payments, where offered. */
export function SubscriptionSection() {
  const available = useQuery(paymentsAvailableQuery)
  if (available.isPending) return <LoadingState label="Checking payment options…" />
  if (!available.data)
    return (
      <EmptyState
        title="Card payments are not available"
        description="Payments are not taken through the portal on this account. Please contact us if you need to pay us."
      />
    )
  return (
    <>
      <SubscriptionCard />
      <SinglePaymentCard />
    </>
  )
}

function SubscriptionCard() {
  const [plan, setPlan] = useState<PlanValue>('annual')
  const [payment, setPayment] = useState<Payment | null>(null)
  const pay = useFormSubmit((value: PlanValue) => subscriptionPayment({ plan: value }), {
    onSuccess: setPayment,
  })
  const options = SUBSCRIPTION_PLANS.map((p) => ({
    value: p.value,
    label: `${p.name}: ${formatGBP(p.amount, { pence: 'always' })} ${p.period}`,
  }))
  return (
    <Card title="Investor club membership">
      <StyledLead>
        Members hear about new opportunities first and are invited to our investor events.
      </StyledLead>
      <Form onSubmit={() => void pay.submit(plan)} submission={pay} aria-label="Membership">
        <RadioGroup
          legend="Plan"
          name="plan"
          options={options}
          value={plan}
          error={pay.errorFor('plan')}
          onChange={(value) => setPlan(value as PlanValue)}
        />
        <FormActions>
          <Button type="submit" loading={pay.isSubmitting} loadingText="Starting payment">
            Subscribe
          </Button>
        </FormActions>
      </Form>
      {payment ? <PaymentReceipt payment={payment} /> : null}
    </Card>
  )
}

function SinglePaymentCard() {
  const [amount, setAmount] = useState<number | null>(null)
  const [description, setDescription] = useState('')
  const [payment, setPayment] = useState<Payment | null>(null)
  const pay = useFormSubmit(
    (values: { amount: number | null; description: string }) =>
      singlePayment({ amount: values.amount ?? '', description: values.description.trim() }),
    { onSuccess: setPayment },
  )
  return (
    <Card title="Make a one-off payment">
      <StyledLead>
        For example a fee we have invoiced you for, such as a share certificate.
      </StyledLead>
      <Form
        onSubmit={() => void pay.submit({ amount, description })}
        submission={pay}
        aria-label="One-off payment"
      >
        <StyledFieldGrid>
          <MoneyField
            label="Amount"
            name="amount"
            required
            value={amount}
            error={pay.errorFor('amount')}
            onChange={(value) => {
              setAmount(value)
              pay.clearFieldError('amount')
            }}
          />
          <TextField
            label="What is this payment for?"
            name="description"
            required
            value={description}
            error={pay.errorFor('description')}
            onChange={(event) => {
              setDescription(event.target.value)
              pay.clearFieldError('description')
            }}
          />
        </StyledFieldGrid>
        <FormActions>
          <Button type="submit" loading={pay.isSubmitting} loadingText="Starting payment">
            Pay
          </Button>
        </FormActions>
      </Form>
      {payment ? <PaymentReceipt payment={payment} /> : null}
    </Card>
  )
}
