import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatGBP } from '@/lib/format'
import { EmptyState, LoadingState, MoneyField, RadioGroup, TextField, useFormSubmit } from '@/ui'
import { paymentsAvailableQuery } from '../api/profile-queries'
import { singlePayment, subscriptionPayment, type Payment } from '../api/profile-requests'
import { PaymentReceipt } from '../components/payment-receipt'
import { FormCard } from '../components/form-card'
import { StyledFieldGrid } from '../components/profile-styles'
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
    <FormCard
      title="Investor club membership"
      label="Membership"
      lead="Members hear about new opportunities first and are invited to our investor events."
      onSubmit={() => void pay.submit(plan)}
      submission={pay}
      submitLabel="Subscribe"
      loadingText="Starting payment"
      outro={payment ? <PaymentReceipt payment={payment} /> : null}
    >
      <RadioGroup
        legend="Plan"
        name="plan"
        options={options}
        value={plan}
        error={pay.errorFor('plan')}
        onChange={(value) => setPlan(value as PlanValue)}
      />
    </FormCard>
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
    <FormCard
      title="Make a one-off payment"
      label="One-off payment"
      lead="For example a fee we have invoiced you for, such as a share certificate."
      onSubmit={() => void pay.submit({ amount, description })}
      submission={pay}
      submitLabel="Pay"
      loadingText="Starting payment"
      outro={payment ? <PaymentReceipt payment={payment} /> : null}
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
    </FormCard>
  )
}
