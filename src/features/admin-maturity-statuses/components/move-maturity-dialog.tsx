import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { MATURITY_STATUS } from '@/features/admin-lists'
import type { Transaction } from '@/features/admin-transactions'
import { DateField, DialogForm, SelectField, useFormSubmit, useToast } from '@/ui'
import {
  moveMaturityStatus,
  useRefreshAfterMove,
  type MaturityMoveInput,
} from '../api/maturity-statuses'
import { commonNextStates, type MaturityState } from '../model/maturity'
import { investorName } from './investor-name'

export interface MoveMaturityDialogProps {
  fundOpportunityId: number
  /** The investments to move; the dialog is closed while null. */
  rows: readonly Transaction[] | null
  onClose: () => void
  onMoved: () => void
}

const today = () => {
  const d = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The next state and the day it began, for one investment or a selection. */
export function MoveMaturityDialog({ rows, ...props }: MoveMaturityDialogProps) {
  if (!rows || rows.length === 0) return null
  return <MoveMaturityForm rows={rows} {...props} />
}

function MoveMaturityForm({
  fundOpportunityId,
  rows,
  onClose,
  onMoved,
}: MoveMaturityDialogProps & { rows: readonly Transaction[] }) {
  const toast = useToast()
  const refresh = useRefreshAfterMove()
  const choices = commonNextStates(rows)
  const [status, setStatus] = useState<MaturityState | ''>(choices.length === 1 ? choices[0]! : '')
  const [date, setDate] = useState(today)
  const submission = useFormSubmit(
    (input: MaturityMoveInput) => moveMaturityStatus(fundOpportunityId, input),
    {
      onSuccess: (moved) => {
        void refresh()
        const label = MATURITY_STATUS[status]?.label ?? status
        toast.success(
          moved.length === 1
            ? `${investorName(rows[0]!)}’s investment is ${label.toLowerCase()} from ${formatDate(date)}.`
            : `${moved.length} investments are ${label.toLowerCase()} from ${formatDate(date)}.`,
        )
        onMoved()
        onClose()
      },
    },
  )
  const who =
    rows.length === 1 ? `${investorName(rows[0]!)}’s investment` : `${rows.length} investments`

  return (
    <DialogForm
      onClose={onClose}
      title="Move maturity status"
      description={`${who}: the state it enters and the day it did.`}
      submitLabel="Move"
      savingLabel="Moving"
      submission={submission}
      onSubmit={() =>
        void submission.submit({ investment_ids: rows.map((r) => r.id), status, date })
      }
    >
      <SelectField
        label="New status"
        name="status"
        required
        placeholder="Choose a status"
        options={choices.map((s) => ({ value: s, label: MATURITY_STATUS[s]?.label ?? s }))}
        value={status}
        error={submission.errorFor('status')}
        onChange={(e) => {
          setStatus(e.target.value as MaturityState | '')
          submission.clearFieldError('status')
        }}
      />
      <DateField
        label="Date"
        name="date"
        required
        hint="The day the investment entered the state."
        value={date}
        error={submission.errorFor('date')}
        onChange={(e) => {
          setDate(e.target.value)
          submission.clearFieldError('date')
        }}
      />
    </DialogForm>
  )
}
