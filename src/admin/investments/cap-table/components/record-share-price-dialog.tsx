import { useQueryClient } from '@tanstack/react-query'
import {
  FieldsDialog,
  notesField,
  numberOrNull,
  trimmed,
  trimmedOrNull,
  type FieldDecl,
} from '@/admin/kit/records'
import { formatPrice } from '@/lib/format'
import { isoDay } from '@/lib/investments'
import { useToast } from '@/ui'
import { invalidateAfterPrice, recordSharePrice } from '../api/share-prices'
import { REASON_LABELS, SHARE_PRICE_REASONS } from '../model/share-price-reasons'

export interface RecordSharePriceDialogProps {
  opportunityId: number
  currentPrice: number | null
  onClose: () => void
}

const FIELDS: FieldDecl[] = [
  { name: 'price', label: 'Price per share', kind: 'money', required: true },
  { name: 'effective_date', label: 'Effective date', kind: 'date', required: true },
  {
    name: 'reason',
    label: 'Reason',
    kind: 'select',
    required: true,
    placeholder: 'Choose a reason',
    options: SHARE_PRICE_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] })),
  },
  {
    name: 'valuation',
    label: 'Company valuation (optional)',
    kind: 'money',
    hint: 'Leave empty to show the price times the shares in issue.',
  },
  notesField(1000),
]

/** Price, effective date, reason, an optional valuation and notes → POST /api/share-prices. */
export function RecordSharePriceDialog({
  opportunityId,
  currentPrice,
  onClose,
}: RecordSharePriceDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  return (
    <FieldsDialog
      onClose={onClose}
      title="Record share price"
      description={
        currentPrice === null
          ? 'The latest price by effective date becomes the investment’s share price.'
          : `The current price is ${formatPrice(currentPrice)}. The latest price by effective date becomes the investment’s share price and values every holding.`
      }
      submitLabel="Record price"
      fields={FIELDS}
      initial={{ effective_date: isoDay(new Date()), reason: 'valuation' }}
      submit={(v) =>
        recordSharePrice({
          investment_opportunity_id: opportunityId,
          price: numberOrNull(v.price),
          effective_date: trimmed(v.effective_date),
          reason: SHARE_PRICE_REASONS.find((r) => r === v.reason) ?? '',
          valuation: numberOrNull(v.valuation),
          notes: trimmedOrNull(v.notes),
        })
      }
      onSaved={(saved) => {
        void invalidateAfterPrice(queryClient)
        toast.success(`Share price of ${formatPrice(Number(saved.price))} recorded.`)
        onClose()
      }}
    />
  )
}
