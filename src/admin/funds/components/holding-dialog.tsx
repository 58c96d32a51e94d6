import { useQueryClient } from '@tanstack/react-query'
import {
  FieldsDialog,
  numberOrNull,
  trimmed,
  trimmedOrNull,
  type FieldDecl,
} from '@/admin/kit/records'
import { resourceKeys } from '@/lib/resources'
import { useToast } from '@/ui'
import { saveHolding, type FundHolding } from '../api/fund-queries'
import { isoToday } from '../model/dates'

export interface HoldingDialogProps {
  fundId: number
  /** The holding to edit (its value, mostly); null to add one. */
  holding: FundHolding | null
  onClose: () => void
}

const FIELDS: FieldDecl[] = [
  { name: 'name', label: 'Company or asset', kind: 'text', required: true, maxLength: 255 },
  { name: 'sector', label: 'Sector (optional)', kind: 'text', maxLength: 120 },
  { name: 'acquired_at', label: 'Acquired', kind: 'date', required: true },
  { name: 'cost', label: 'Cost', kind: 'money', required: true },
  { name: 'value', label: 'Value', kind: 'money', required: true, hint: 'The current valuation' },
]

const orNull = (n: unknown) => (n === null || n === undefined || n === '' ? null : Number(n))

/** Name, sector, acquired date, cost and value → POST or PATCH /api/fund-holdings. */
export function HoldingDialog({ fundId, holding, onClose }: HoldingDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  return (
    <FieldsDialog
      onClose={onClose}
      title={holding ? `Edit ${holding.name}` : 'Add holding'}
      description="Value is the holding's current valuation; its weight is its share of the holdings' value."
      submitLabel={holding ? 'Save holding' : 'Add holding'}
      fields={FIELDS}
      initial={{
        name: holding?.name ?? '',
        sector: holding?.sector ?? '',
        acquired_at: holding?.acquired_at ?? isoToday(),
        cost: orNull(holding?.cost),
        value: orNull(holding?.value),
      }}
      submit={(v) =>
        saveHolding(holding ? holding.id : null, {
          fund_id: fundId,
          name: trimmed(v.name),
          sector: trimmedOrNull(v.sector),
          acquired_at: trimmed(v.acquired_at),
          cost: numberOrNull(v.cost),
          value: numberOrNull(v.value),
        })
      }
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: resourceKeys('fund-holdings').all })
        toast.success(holding ? `${saved.name} revalued.` : `${saved.name} added to the holdings.`)
        onClose()
      }}
    />
  )
}
