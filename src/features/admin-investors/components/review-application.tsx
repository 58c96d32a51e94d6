import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { updateRecord, resourceKeys, type RecordOf } from '@/lib/resources'
import { Button, Form, FormActions, Modal, TextAreaField, useFormSubmit, useToast } from '@/ui'
import type { RecordTabProps } from '@/features/admin-records'

type Application = RecordOf<'organisation-links'>

/**
 * Approve or reject a pending application; a rejection says why (the applicant reads the
 * reason in their portal profile, and is told of either outcome at once).
 */
export function ReviewApplication({ record }: RecordTabProps<Application>) {
  const [rejecting, setRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [missing, setMissing] = useState(false)
  const toast = useToast()
  const client = useQueryClient()
  const decide = useFormSubmit(
    (body: { status: 'approved' | 'rejected'; rejection_reason?: string }) =>
      updateRecord('organisation-links', record.id, body),
    {
      onSuccess: async (_result, body) => {
        setRejecting(false)
        toast.success(body.status === 'approved' ? 'Application approved' : 'Application rejected')
        await client.invalidateQueries({ queryKey: resourceKeys('organisation-links').all })
      },
    },
  )
  if (record.status !== 'pending') return null
  const reasonError = decide.errorFor('rejection_reason')
  return (
    <>
      <Button
        loading={decide.isSubmitting && !rejecting}
        onClick={() => void decide.submit({ status: 'approved' })}
      >
        Approve
      </Button>
      <Button variant="secondary" onClick={() => setRejecting(true)}>
        Reject
      </Button>
      <Modal
        open={rejecting}
        onClose={() => {
          if (!decide.isSubmitting) setRejecting(false)
        }}
        title="Reject this application?"
        description="The applicant is told at once, with the reason you give."
      >
        <Form
          submission={decide}
          onSubmit={() => {
            if (reason.trim() === '') {
              setMissing(true)
              return
            }
            void decide.submit({ status: 'rejected', rejection_reason: reason.trim() })
          }}
        >
          <TextAreaField
            label="Reason"
            required
            value={reason}
            maxLength={1000}
            error={reasonError ?? (missing ? 'The reason field is required.' : undefined)}
            hint="Shown to the applicant."
            onChange={(e) => {
              setReason(e.target.value)
              setMissing(false)
              decide.clearFieldError('rejection_reason')
            }}
          />
          <FormActions>
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="danger"
              loading={decide.isSubmitting}
              loadingText="Rejecting…"
            >
              Reject application
            </Button>
          </FormActions>
        </Form>
      </Modal>
    </>
  )
}
