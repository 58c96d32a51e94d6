import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatPrice } from '@/lib/format'
import {
  DateField,
  DialogForm,
  MoneyField,
  SelectField,
  TextAreaField,
  useFormSubmit,
  useToast,
} from '@/ui'
import { invalidateAfterPrice, recordSharePrice, type SharePriceInput } from '../api/share-prices'
import {
  REASON_LABELS,
  SHARE_PRICE_REASONS,
  type SharePriceReason,
} from '../model/share-price-reasons'

export interface RecordSharePriceDialogProps {
  opportunityId: number
  currentPrice: number | null
  onClose: () => void
}

const today = () => {
  const d = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** Price, effective date, reason, an optional valuation and notes → POST /api/share-prices. */
export function RecordSharePriceDialog({
  opportunityId,
  currentPrice,
  onClose,
}: RecordSharePriceDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [price, setPrice] = useState<number | null>(null)
  const [date, setDate] = useState(today)
  const [reason, setReason] = useState<SharePriceReason | ''>('valuation')
  const [valuation, setValuation] = useState<number | null>(null)
  const [notes, setNotes] = useState('')
  const submission = useFormSubmit((input: SharePriceInput) => recordSharePrice(input), {
    onSuccess: (saved) => {
      void invalidateAfterPrice(queryClient)
      toast.success(`Share price of ${formatPrice(Number(saved.price))} recorded.`)
      onClose()
    },
  })
  const clear = (field: string) => submission.clearFieldError(field)

  return (
    <DialogForm
      onClose={onClose}
      title="Record share price"
      description={
        currentPrice === null
          ? 'The latest price by effective date becomes the investment’s share price.'
          : `The current price is ${formatPrice(currentPrice)}. The latest price by effective date becomes the investment’s share price and values every holding.`
      }
      submitLabel="Record price"
      submission={submission}
      onSubmit={() =>
        void submission.submit({
          investment_opportunity_id: opportunityId,
          price,
          effective_date: date,
          reason,
          valuation,
          notes: notes.trim() === '' ? null : notes.trim(),
        })
      }
    >
      <MoneyField
        label="Price per share"
        name="price"
        required
        value={price}
        error={submission.errorFor('price')}
        onChange={(v) => {
          setPrice(v)
          clear('price')
        }}
      />
      <DateField
        label="Effective date"
        name="effective_date"
        required
        value={date}
        error={submission.errorFor('effective_date')}
        onChange={(e) => {
          setDate(e.target.value)
          clear('effective_date')
        }}
      />
      <SelectField
        label="Reason"
        name="reason"
        required
        placeholder="Choose a reason"
        options={SHARE_PRICE_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] }))}
        value={reason}
        error={submission.errorFor('reason')}
        onChange={(e) => {
          setReason(e.target.value as SharePriceReason | '')
          clear('reason')
        }}
      />
      <MoneyField
        label="Company valuation (optional)"
        name="valuation"
        hint="Leave empty to show the price times the shares in issue."
        value={valuation}
        error={submission.errorFor('valuation')}
        onChange={(v) => {
          setValuation(v)
          clear('valuation')
        }}
      />
      <TextAreaField
        label="Notes (optional)"
        name="notes"
        rows={3}
        maxLength={1000}
        value={notes}
        error={submission.errorFor('notes')}
        onChange={(e) => {
          setNotes(e.target.value)
          clear('notes')
        }}
      />
    </DialogForm>
  )
}
