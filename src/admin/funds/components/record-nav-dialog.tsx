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
import { useToast } from '@/ui'
import { invalidateFund, recordNav } from '../api/fund-queries'
import { isoToday } from '../model/dates'

export interface RecordNavDialogProps {
  fundId: number
  /** The latest NAV per unit, said in the description; null before any valuation. */
  currentNavPerUnit: number | null
  onClose: () => void
}

const FIELDS: FieldDecl[] = [
  { name: 'valuation_date', label: 'Valuation date', kind: 'date', required: true },
  // Per unit is priced to 4 decimals, which the money field would round to pence.
  {
    name: 'nav_per_unit',
    label: 'NAV per unit (£)',
    kind: 'text',
    inputMode: 'decimal',
    required: true,
    hint: 'Up to 4 decimals, e.g. 1.2450',
  },
  { name: 'total_nav', label: 'Total NAV', kind: 'money', required: true },
  {
    name: 'units_in_issue',
    label: 'Units in issue (optional)',
    kind: 'text',
    inputMode: 'decimal',
  },
  notesField(2000),
]

/** Valuation date, NAV per unit, total NAV, units in issue and notes → POST /api/net-asset-values. */
export function RecordNavDialog({ fundId, currentNavPerUnit, onClose }: RecordNavDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  return (
    <FieldsDialog
      onClose={onClose}
      title="Record net asset value"
      description={
        (currentNavPerUnit === null
          ? 'The fund has no valuation yet. '
          : `The latest NAV is ${formatPrice(currentNavPerUnit)} per unit. `) +
        'The latest valuation by date values every investor’s units in the fund.'
      }
      submitLabel="Record NAV"
      fields={FIELDS}
      initial={{ valuation_date: isoToday() }}
      submit={(v) =>
        recordNav({
          fund_id: fundId,
          valuation_date: trimmed(v.valuation_date),
          nav_per_unit: trimmed(v.nav_per_unit),
          total_nav: numberOrNull(v.total_nav),
          units_in_issue: trimmedOrNull(v.units_in_issue),
          notes: trimmedOrNull(v.notes),
        })
      }
      onSaved={(saved) => {
        void invalidateFund(queryClient)
        toast.success(`NAV of ${formatPrice(Number(saved.nav_per_unit))} per unit recorded.`)
        onClose()
      }}
    />
  )
}
