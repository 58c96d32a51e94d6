import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { opportunityPath } from '@/lib/navigation'
import { resourceKeys } from '@/lib/resources'
import { Button, useToast } from '@/ui'
import { ActionDialog } from '@/admin/kit/records'
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
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Clone ${record.name}?`}
        description={`A draft named “Copy of ${record.name}” is made with its page content (key points, team, key dates, terms, rewards, tax options), but none of its investments, documents or notes. Investors see nothing until it goes live.`}
        actionLabel="Clone as draft"
        busyLabel="Cloning…"
        mutation={mutation}
        onAction={() => mutation.mutate()}
      />
    </>
  )
}
