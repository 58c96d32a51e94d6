import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { toFormError } from '@/lib/api'
import { deleteRecord, resourceKeys } from '@/lib/resources'
import { Button, FormActions, FormError, Modal, TextField, useToast } from '@/ui'
import type { AnyRecordConfig } from '../model/record-config'
import { capitalise } from '@/lib/format'

interface DeleteRecordProps {
  config: AnyRecordConfig
  id: number
  name: string
  /** delete_unsafe (SPEC §6): removes the record with everything that depends on it. */
  unsafe?: boolean
}

/**
 * Delete, behind a confirmation that names the record. The unsafe delete (Support) goes
 * further: it removes a record the host would otherwise keep for its dependants, so it is
 * worded more strongly and asks for the name to be typed.
 */
export function DeleteRecord({ config, id, name, unsafe = false }: DeleteRecordProps) {
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const toast = useToast()
  const navigate = useNavigate()
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: () => deleteRecord(config.family, id, unsafe ? { force: true } : undefined),
    onSuccess: async () => {
      setOpen(false)
      toast.success(`${capitalise(config.noun)} ${name} deleted`)
      navigate(config.listPath, { replace: true })
      await client.invalidateQueries({ queryKey: resourceKeys(config.family).all })
    },
  })
  const confirmed = !unsafe || typed.trim() === name.trim()
  const label = unsafe ? 'Delete permanently' : 'Delete'

  return (
    <>
      <Button
        variant={unsafe ? 'danger' : 'secondary'}
        onClick={() => {
          // Each opening starts afresh: no earlier refusal, no earlier typed name.
          mutation.reset()
          setTyped('')
          setOpen(true)
        }}
      >
        {label}
      </Button>
      <Modal
        open={open}
        onClose={() => {
          if (!mutation.isPending) setOpen(false)
        }}
        title={unsafe ? `Permanently delete ${name}?` : `Delete ${name}?`}
        description={
          unsafe
            ? `This removes the ${config.noun} together with everything recorded against it (investments, documents, notes). It cannot be undone.`
            : `The ${config.noun} ${name} will be deleted. This cannot be undone.`
        }
        footer={
          <FormActions>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={mutation.isPending}
              loadingText="Deleting…"
              aria-disabled={!confirmed || undefined}
              onClick={() => {
                if (confirmed) mutation.mutate()
              }}
            >
              {unsafe ? 'Delete permanently' : `Delete ${config.noun}`}
            </Button>
          </FormActions>
        }
      >
        {unsafe ? (
          <TextField
            label={`Type ${name} to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        ) : null}
        <FormError message={mutation.isError ? toFormError(mutation.error).message : null} />
      </Modal>
    </>
  )
}
