import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { FieldsDialog, trimmed, type FieldDecl, type RecordTabProps } from '@/admin/kit/records'
import { updateRecord, resourceKeys, type RecordOf } from '@/lib/resources'
import { Button, useFormSubmit, useToast } from '@/ui'

type Application = RecordOf<'organisation-links'>
type Decision = 'approved' | 'rejected'

const REASON: FieldDecl[] = [
  {
    name: 'rejection_reason',
    label: 'Reason',
    attribute: 'reason',
    kind: 'textarea',
    required: true,
    maxLength: 1000,
    hint: 'Shown to the applicant.',
  },
]

/**
 * Approve or reject a pending application; a rejection says why (the applicant reads the
 * reason in their portal profile, and is told of either outcome at once).
 */
export function ReviewApplication({ record }: RecordTabProps<Application>) {
  const [rejecting, setRejecting] = useState(false)
  // The dialog stays while its rejection is under way.
  const sending = useRef(false)
  const toast = useToast()
  const client = useQueryClient()
  const decide = (body: { status: Decision; rejection_reason?: string }) =>
    updateRecord('organisation-links', record.id, body)
  const decided = (status: Decision) => {
    toast.success(status === 'approved' ? 'Application approved' : 'Application rejected')
    void client.invalidateQueries({ queryKey: resourceKeys('organisation-links').all })
  }
  const approve = useFormSubmit(() => decide({ status: 'approved' }), {
    onSuccess: () => decided('approved'),
  })
  if (record.status !== 'pending') return null
  return (
    <>
      <Button loading={approve.isSubmitting} onClick={() => void approve.submit(undefined)}>
        Approve
      </Button>
      <Button variant="secondary" onClick={() => setRejecting(true)}>
        Reject
      </Button>
      {rejecting ? (
        <FieldsDialog
          title="Reject this application?"
          description="The applicant is told at once, with the reason you give."
          submitLabel="Reject application"
          savingLabel="Rejecting…"
          submitVariant="danger"
          fields={REASON}
          submit={async (v) => {
            sending.current = true
            try {
              return await decide({
                status: 'rejected',
                rejection_reason: trimmed(v.rejection_reason),
              })
            } finally {
              sending.current = false
            }
          }}
          onSaved={() => {
            setRejecting(false)
            decided('rejected')
          }}
          onClose={() => {
            if (!sending.current) setRejecting(false)
          }}
        />
      ) : null}
    </>
  )
}
