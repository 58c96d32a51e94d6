import { useQueryClient } from '@tanstack/react-query'
import {
  FieldsDialog,
  idOrNull,
  notesField,
  numberOrNull,
  trimmed,
  trimmedOrNull,
  type FieldDecl,
  type FormValues,
} from '@/admin/kit/records'
import { formatGBP } from '@/lib/format'
import { useToast } from '@/ui'
import { addLedgerEntry, invalidateFund, searchInvestors } from '../api/fund-queries'
import { isoToday } from '../model/dates'
import { LEDGER_TYPE_LABELS } from '../model/ledger'

/** Entries that issue or cancel units carry them (openapi fund-ledger.yaml). */
const withUnits = (values: FormValues) =>
  values.type === 'capital_call' || values.type === 'redemption'

const FIELDS: FieldDecl[] = [
  {
    name: 'user_id',
    label: 'Investor',
    kind: 'relation',
    required: true,
    placeholder: 'Type a name or email',
    relation: { search: searchInvestors },
  },
  {
    name: 'type',
    label: 'Type',
    kind: 'select',
    required: true,
    placeholder: false,
    options: Object.entries(LEDGER_TYPE_LABELS).map(([value, label]) => ({ value, label })),
  },
  { name: 'amount', label: 'Amount', kind: 'money', required: true },
  {
    name: 'units',
    label: 'Units',
    kind: 'text',
    inputMode: 'decimal',
    hint: 'Issued by a subscription, cancelled by a redemption.',
    when: withUnits,
  },
  { name: 'entry_date', label: 'Date', kind: 'date', required: true },
  { name: 'reference', label: 'Reference (optional)', kind: 'text', maxLength: 64 },
  notesField(2000, 2),
]

/** Investor, type, amount, units, date, reference and notes → POST /api/fund-ledger. */
export function AddLedgerEntryDialog({ fundId, onClose }: { fundId: number; onClose: () => void }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  return (
    <FieldsDialog
      onClose={onClose}
      title="Add ledger entry"
      description="Subscriptions issue units and redemptions cancel them; the fund's committed and called totals follow its ledger."
      submitLabel="Add entry"
      fields={FIELDS}
      initial={{ type: 'capital_call', entry_date: isoToday() }}
      submit={(v) =>
        addLedgerEntry({
          fund_id: fundId,
          user_id: idOrNull(v.user_id),
          type: trimmed(v.type),
          amount: numberOrNull(v.amount),
          units: withUnits(v) ? trimmedOrNull(v.units) : null,
          entry_date: trimmed(v.entry_date),
          reference: trimmedOrNull(v.reference),
          notes: trimmedOrNull(v.notes),
        })
      }
      onSaved={(saved) => {
        void invalidateFund(queryClient)
        toast.success(`${LEDGER_TYPE_LABELS[saved.type]} of ${formatGBP(saved.amount)} added.`)
        onClose()
      }}
    />
  )
}
