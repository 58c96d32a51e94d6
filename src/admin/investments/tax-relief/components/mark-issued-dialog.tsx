import { useMutation, useQueryClient } from '@tanstack/react-query'
import { countNoun } from '@/lib/format'
import { ActionDialog } from '@/admin/kit/records'
import { useToast } from '@/ui'
import { invalidateTaxRelief, markIssued } from '../api/tax-relief'
import type { IssueInvestor } from '../model/issue-investors'

export interface MarkIssuedDialogProps {
  scheme: string
  /** The investors whose uploaded certificate is issued (one row, or every uploaded one). */
  rows: readonly IssueInvestor[]
  onClose: () => void
}

/**
 * Issuing tells each investor at once and cannot be undone (the host refuses to withdraw an
 * issued certificate): asked first. One at a time, so a refusal names whose it was.
 */
export function MarkIssuedDialog({ scheme, rows, onClose }: MarkIssuedDialogProps) {
  const client = useQueryClient()
  const toast = useToast()
  const mutation = useMutation({
    mutationFn: async () => {
      for (const row of rows) if (row.certificate) await markIssued(row.certificate.id)
    },
    onSettled: () => invalidateTaxRelief(client),
    onSuccess: () => {
      toast.success(
        rows.length === 1
          ? `${rows[0].investor}’s certificate is issued.`
          : `${countNoun(rows.length, 'certificates')} issued.`,
      )
      onClose()
    },
  })
  const one = rows.length === 1
  return (
    <ActionDialog
      open
      title={
        one
          ? `Issue ${rows[0].investor}’s ${scheme}3?`
          : `Issue ${rows.length} ${scheme}3 certificates?`
      }
      description={
        one
          ? 'The investor is told at once and can open the certificate in their portal. An issued certificate cannot be withdrawn.'
          : 'Each investor is told at once and can open their certificate in their portal. An issued certificate cannot be withdrawn.'
      }
      actionLabel={one ? 'Mark issued' : `Mark ${rows.length} issued`}
      busyLabel="Issuing"
      mutation={mutation}
      onAction={() => mutation.mutate()}
      onClose={onClose}
    >
      {one ? null : (
        <ul>
          {rows.map((r) => (
            <li key={r.investmentId}>
              {r.investor}
              {r.reference ? ` (${r.reference})` : ''}
            </li>
          ))}
        </ul>
      )}
    </ActionDialog>
  )
}
