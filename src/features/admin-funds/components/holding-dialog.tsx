import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { resourceKeys } from '@/lib/resources'
import { DateField, DialogForm, MoneyField, TextField, useFormSubmit, useToast } from '@/ui'
import { saveHolding, type FundHolding, type HoldingInput } from '../api/fund-queries'
import { isoToday } from '../model/dates'

export interface HoldingDialogProps {
  fundId: number
  /** The holding to edit (its value, mostly); null to add one. */
  holding: FundHolding | null
  onClose: () => void
}

const orNull = (n: unknown) => (n === null || n === undefined || n === '' ? null : Number(n))

/** Name, sector, acquired date, cost and value → POST or PATCH /api/fund-holdings. */
export function HoldingDialog({ fundId, holding, onClose }: HoldingDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [name, setName] = useState(holding?.name ?? '')
  const [sector, setSector] = useState(holding?.sector ?? '')
  const [acquired, setAcquired] = useState(holding?.acquired_at ?? isoToday())
  const [cost, setCost] = useState<number | null>(orNull(holding?.cost))
  const [value, setValue] = useState<number | null>(orNull(holding?.value))
  const submission = useFormSubmit(
    (input: HoldingInput) => saveHolding(holding ? holding.id : null, input),
    {
      onSuccess: (saved) => {
        void queryClient.invalidateQueries({ queryKey: resourceKeys('fund-holdings').all })
        toast.success(holding ? `${saved.name} revalued.` : `${saved.name} added to the holdings.`)
        onClose()
      },
    },
  )
  const clear = (field: string) => submission.clearFieldError(field)

  return (
    <DialogForm
      onClose={onClose}
      title={holding ? `Edit ${holding.name}` : 'Add holding'}
      description="Value is the holding's current valuation; its weight is its share of the holdings' value."
      submitLabel={holding ? 'Save holding' : 'Add holding'}
      submission={submission}
      onSubmit={() =>
        void submission.submit({
          fund_id: fundId,
          name: name.trim(),
          sector: sector.trim() === '' ? null : sector.trim(),
          acquired_at: acquired,
          cost,
          value,
        })
      }
    >
      <TextField
        label="Company or asset"
        name="name"
        required
        autoComplete="off"
        maxLength={255}
        value={name}
        error={submission.errorFor('name')}
        onChange={(e) => {
          setName(e.target.value)
          clear('name')
        }}
      />
      <TextField
        label="Sector (optional)"
        name="sector"
        autoComplete="off"
        maxLength={120}
        value={sector}
        error={submission.errorFor('sector')}
        onChange={(e) => {
          setSector(e.target.value)
          clear('sector')
        }}
      />
      <DateField
        label="Acquired"
        name="acquired_at"
        required
        value={acquired}
        error={submission.errorFor('acquired_at')}
        onChange={(e) => {
          setAcquired(e.target.value)
          clear('acquired_at')
        }}
      />
      <MoneyField
        label="Cost"
        name="cost"
        required
        value={cost}
        error={submission.errorFor('cost')}
        onChange={(v) => {
          setCost(v)
          clear('cost')
        }}
      />
      <MoneyField
        label="Value"
        name="value"
        required
        hint="The current valuation"
        value={value}
        error={submission.errorFor('value')}
        onChange={(v) => {
          setValue(v)
          clear('value')
        }}
      />
    </DialogForm>
  )
}
