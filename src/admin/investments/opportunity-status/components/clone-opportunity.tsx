import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toFormError } from '@/lib/api'
import { opportunityPath } from '@/lib/navigation'
import { resourceKeys } from '@/lib/resources'
import { Button, FormActions, FormError, Modal, useToast } from '@/ui'
import { cloneOpportunity, type Opportunity } from '../api/requests'

/** "Clone": a draft copy with the page content, opened on its edit page. */
export function CloneOpportunity({ record }: { record: Opportunity }) {
  const [open, setOpen] = useState(false)
  const toast = useToast()
  const navigate = useNavigate()
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: () => cloneOpportunity(record.id),
    onSuccess: async (copy) => {
      setOpen(false)
      toast.success(`${copy.name} created as a draft`)
      // The copy is a stage-1 draft, so this is its edit page.
      navigate(opportunityPath(copy.id, copy.stage ?? 1))
      await client.invalidateQueries({ queryKey: resourceKeys('investment-opportunities').all })
    },
  })
  const close = () => {
    if (!mutation.isPending) setOpen(false)
  }
  const error = mutation.isError ? toFormError(mutation.error) : null
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          mutation.reset()
          setOpen(true)
        }}
      >
        Clone
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={`Clone ${record.name}?`}
        description={`A draft named “Copy of ${record.name}” is made with its page content (key points, team, key dates, terms, rewards, tax options), but none of its investments, documents or notes. Investors see nothing until it goes live.`}
        footer={
          <FormActions>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              loading={mutation.isPending}
              loadingText="Cloning…"
              onClick={() => mutation.mutate()}
            >
              Clone as draft
            </Button>
          </FormActions>
        }
      >
        <FormError
          message={error?.message ?? null}
          errors={error ? Object.values(error.fieldErrors) : []}
        />
      </Modal>
    </>
  )
}
