import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatGBP } from '@/lib/format'
import {
  ComboboxField,
  DateField,
  DialogForm,
  MoneyField,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
  useFormSubmit,
  useToast,
} from '@/ui'
import {
  addLedgerEntry,
  invalidateFund,
  searchInvestors,
  type LedgerInput,
} from '../api/fund-queries'
import { isoToday } from '../model/dates'
import { LEDGER_TYPE_LABELS, type LedgerType } from '../model/ledger'

/** Entries that issue or cancel units carry them (openapi fund-ledger.yaml). */
const HAS_UNITS = new Set<string>(['capital_call', 'redemption'])

/** Investor, type, amount, units, date, reference and notes → POST /api/fund-ledger. */
export function AddLedgerEntryDialog({ fundId, onClose }: { fundId: number; onClose: () => void }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [investor, setInvestor] = useState<SelectOption | null>(null)
  const [type, setType] = useState<LedgerType | ''>('capital_call')
  const [amount, setAmount] = useState<number | null>(null)
  const [units, setUnits] = useState('')
  const [date, setDate] = useState(isoToday)
  const [reference, setReference] = useState('')
  const [notes, setNotes] = useState('')
  const submission = useFormSubmit((input: LedgerInput) => addLedgerEntry(input), {
    onSuccess: (saved) => {
      void invalidateFund(queryClient)
      toast.success(`${LEDGER_TYPE_LABELS[saved.type]} of ${formatGBP(saved.amount)} added.`)
      onClose()
    },
  })
  const clear = (field: string) => submission.clearFieldError(field)
  const withUnits = HAS_UNITS.has(type)

  return (
    <DialogForm
      onClose={onClose}
      title="Add ledger entry"
      description="Subscriptions issue units and redemptions cancel them; the fund's committed and called totals follow its ledger."
      submitLabel="Add entry"
      submission={submission}
      onSubmit={() =>
        void submission.submit({
          fund_id: fundId,
          user_id: investor ? Number(investor.value) : null,
          type,
          amount,
          units: withUnits && units.trim() !== '' ? units.trim() : null,
          entry_date: date,
          reference: reference.trim() === '' ? null : reference.trim(),
          notes: notes.trim() === '' ? null : notes.trim(),
        })
      }
    >
      <ComboboxField
        label="Investor"
        required
        placeholder="Type a name or email"
        value={investor}
        loadOptions={searchInvestors}
        error={submission.errorFor('user_id')}
        onChange={(option) => {
          setInvestor(option)
          clear('user_id')
        }}
      />
      <SelectField
        label="Type"
        name="type"
        required
        options={Object.entries(LEDGER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
        value={type}
        error={submission.errorFor('type')}
        onChange={(e) => {
          setType(e.target.value as LedgerType | '')
          clear('type')
        }}
      />
      <MoneyField
        label="Amount"
        name="amount"
        required
        value={amount}
        error={submission.errorFor('amount')}
        onChange={(v) => {
          setAmount(v)
          clear('amount')
        }}
      />
      {withUnits ? (
        <TextField
          label="Units"
          name="units"
          inputMode="decimal"
          autoComplete="off"
          hint={type === 'redemption' ? 'Units cancelled.' : 'Units issued.'}
          value={units}
          error={submission.errorFor('units')}
          onChange={(e) => {
            setUnits(e.target.value)
            clear('units')
          }}
        />
      ) : null}
      <DateField
        label="Date"
        name="entry_date"
        required
        value={date}
        error={submission.errorFor('entry_date')}
        onChange={(e) => {
          setDate(e.target.value)
          clear('entry_date')
        }}
      />
      <TextField
        label="Reference (optional)"
        name="reference"
        maxLength={64}
        autoComplete="off"
        value={reference}
        error={submission.errorFor('reference')}
        onChange={(e) => {
          setReference(e.target.value)
          clear('reference')
        }}
      />
      <TextAreaField
        label="Notes (optional)"
        name="notes"
        rows={2}
        maxLength={2000}
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
