import { FieldsDialog, trimmed, type FieldDecl } from '@/admin/kit/records'
import { formatDate } from '@/lib/format'
import { isoDay } from '@/lib/investments'
import { MATURITY_STATUS } from '@/admin/kit/lists'
import type { Transaction } from '@/admin/tabs/transactions'
import { useToast } from '@/ui'
import { moveMaturityStatus, useRefreshAfterMove } from '../api/maturity-statuses'
import { commonNextStates, type MaturityState } from '../model/maturity'
import { investorName } from './investor-name'

export interface MoveMaturityDialogProps {
  fundOpportunityId: number
  /** The investments to move; the dialog is closed while null. */
  rows: readonly Transaction[] | null
  onClose: () => void
  onMoved: () => void
}

const fieldsFor = (choices: readonly MaturityState[]): FieldDecl[] => [
  {
    name: 'status',
    label: 'New status',
    kind: 'select',
    required: true,
    placeholder: 'Choose a status',
    options: choices.map((s) => ({ value: s, label: MATURITY_STATUS[s]?.label ?? s })),
  },
  {
    name: 'date',
    label: 'Date',
    kind: 'date',
    required: true,
    hint: 'The day the investment entered the state.',
  },
]

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
  const who =
    rows.length === 1 ? `${investorName(rows[0]!)}’s investment` : `${rows.length} investments`
  const move = (status: MaturityState | '', date: string) =>
    moveMaturityStatus(fundOpportunityId, { investment_ids: rows.map((r) => r.id), status, date })

  return (
    <FieldsDialog
      onClose={onClose}
      title="Move maturity status"
      description={`${who}: the state it enters and the day it did.`}
      submitLabel="Move"
      savingLabel="Moving"
      fields={fieldsFor(choices)}
      initial={{ status: choices.length === 1 ? choices[0]! : '', date: isoDay(new Date()) }}
      submit={async (v) => {
        const status = choices.find((s) => s === v.status) ?? ''
        const date = trimmed(v.date)
        return { status, date, moved: await move(status, date) }
      }}
      onSaved={({ status, date, moved }) => {
        void refresh()
        const label = MATURITY_STATUS[status]?.label ?? status
        toast.success(
          moved.length === 1
            ? `${investorName(rows[0]!)}’s investment is ${label.toLowerCase()} from ${formatDate(date)}.`
            : `${moved.length} investments are ${label.toLowerCase()} from ${formatDate(date)}.`,
        )
        onMoved()
        onClose()
      }}
    />
  )
}
