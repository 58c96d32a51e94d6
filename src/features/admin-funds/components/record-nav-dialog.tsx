import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatPrice } from '@/lib/format'
import {
  DateField,
  DialogForm,
  MoneyField,
  TextAreaField,
  TextField,
  useFormSubmit,
  useToast,
} from '@/ui'
import { invalidateFund, recordNav, type NavInput } from '../api/fund-queries'
import { isoToday } from '../model/dates'

export interface RecordNavDialogProps {
  fundId: number
  /** The latest NAV per unit, said in the description; null before any valuation. */
  currentNavPerUnit: number | null
  onClose: () => void
}

/** Valuation date, NAV per unit, total NAV, units in issue and notes → POST /api/net-asset-values. */
export function RecordNavDialog({ fundId, currentNavPerUnit, onClose }: RecordNavDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [date, setDate] = useState(isoToday)
  // Per unit is priced to 4 decimals, which the money field would round to pence.
  const [perUnit, setPerUnit] = useState('')
  const [total, setTotal] = useState<number | null>(null)
  const [units, setUnits] = useState('')
  const [notes, setNotes] = useState('')
  const submission = useFormSubmit((input: NavInput) => recordNav(input), {
    onSuccess: (saved) => {
      void invalidateFund(queryClient)
      toast.success(`NAV of ${formatPrice(Number(saved.nav_per_unit))} per unit recorded.`)
      onClose()
    },
  })
  const clear = (field: string) => submission.clearFieldError(field)

  return (
    <DialogForm
      onClose={onClose}
      title="Record net asset value"
      description={
        (currentNavPerUnit === null
          ? 'The fund has no valuation yet. '
          : `The latest NAV is ${formatPrice(currentNavPerUnit)} per unit. `) +
        'The latest valuation by date values every investor’s units in the fund.'
      }
      submitLabel="Record NAV"
      submission={submission}
      onSubmit={() =>
        void submission.submit({
          fund_id: fundId,
          valuation_date: date,
          nav_per_unit: perUnit.trim(),
          total_nav: total,
          units_in_issue: units.trim() === '' ? null : units.trim(),
          notes: notes.trim() === '' ? null : notes.trim(),
        })
      }
    >
      <DateField
        label="Valuation date"
        name="valuation_date"
        required
        value={date}
        error={submission.errorFor('valuation_date')}
        onChange={(e) => {
          setDate(e.target.value)
          clear('valuation_date')
        }}
      />
      <TextField
        label="NAV per unit (£)"
        name="nav_per_unit"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="Up to 4 decimals, e.g. 1.2450"
        value={perUnit}
        error={submission.errorFor('nav_per_unit')}
        onChange={(e) => {
          setPerUnit(e.target.value)
          clear('nav_per_unit')
        }}
      />
      <MoneyField
        label="Total NAV"
        name="total_nav"
        required
        value={total}
        error={submission.errorFor('total_nav')}
        onChange={(v) => {
          setTotal(v)
          clear('total_nav')
        }}
      />
      <TextField
        label="Units in issue (optional)"
        name="units_in_issue"
        inputMode="decimal"
        autoComplete="off"
        value={units}
        error={submission.errorFor('units_in_issue')}
        onChange={(e) => {
          setUnits(e.target.value)
          clear('units_in_issue')
        }}
      />
      <TextAreaField
        label="Notes (optional)"
        name="notes"
        rows={3}
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
