import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { deleteRecord, resourceKeys } from '@/lib/resources'
import { Button, TextField, useToast } from '@/ui'
import type { AnyRecordConfig } from '../model/record-config'
import { ActionDialog } from './action-dialog'
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
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        cancelWhileBusy
        title={unsafe ? `Permanently delete ${name}?` : `Delete ${name}?`}
        description={
          unsafe
            ? `This removes the ${config.noun} together with everything recorded against it (investments, documents, notes). It cannot be undone.`
            : `The ${config.noun} ${name} will be deleted. This cannot be undone.`
        }
        actionLabel={unsafe ? 'Delete permanently' : `Delete ${config.noun}`}
        busyLabel="Deleting…"
        danger
        mutation={mutation}
        fieldErrors={false}
        blocked={!confirmed}
        onAction={() => mutation.mutate()}
      >
        {unsafe ? (
          <TextField
            label={`Type ${name} to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
          />
        ) : null}
      </ActionDialog>
    </>
  )
}
