import { useMutation, useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { errorStatus, SUBMIT_FALLBACK_MESSAGE, toFormError } from '@/lib/api'
import { deleteRecord } from '@/lib/resources'
import { FormError, useToast } from '@/ui'
import { DeleteDialog } from '@/admin/settings/components/delete-dialog'
import { refreshFamily } from '../api/option-list-api'
import type { OptionListConfig, OptionRow } from '../model/option-list'
import { capitalise } from '@/lib/format'

export interface DeleteOptionDialogProps {
  config: OptionListConfig
  row: OptionRow
  onClose: () => void
}

/**
 * Asks before deleting a row. A row still in use is kept by the host (409, or 422): its
 * message ("This industry is used by 4 opportunities…") replaces the question, and only
 * closing is left.
 */
export function DeleteOptionDialog({ config, row, onClose }: DeleteOptionDialogProps) {
  const toast = useToast()
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: () => deleteRecord(config.family, row.id),
    onSuccess: () => {
      void refreshFamily(client, config)
      toast.success(`${capitalise(config.noun)} “${row.name}” deleted.`)
      onClose()
    },
  })
  const status = mutation.error ? errorStatus(mutation.error) : null
  const inUse = status === 409 || status === 422
  const refusal = mutation.error
    ? refusalOf(mutation.error, inUse, config.inUseMessage?.(row) ?? SUBMIT_FALLBACK_MESSAGE)
    : null

  return (
    <DeleteDialog
      onClose={onClose}
      size="sm"
      title={`Delete ${config.noun}`}
      refused={inUse}
      deleteLabel="Delete"
      busyLabel="Deleting"
      busy={mutation.isPending}
      onDelete={() => mutation.mutate()}
    >
      {inUse ? null : (
        <StyledQuestion>
          Delete the {config.noun} “{row.name}”? This cannot be undone.
        </StyledQuestion>
      )}
      {refusal ? <FormError message={refusal} /> : null}
    </DeleteDialog>
  )
}

const StyledQuestion = styled.p`
  margin: 0;
`

/** The host's reason, a field message, or (a refusal without words) the list's own sentence. */
function refusalOf(error: unknown, inUse: boolean, fallback: string): string {
  const { message, fieldErrors } = toFormError(error)
  const said = message && message !== SUBMIT_FALLBACK_MESSAGE ? message : null
  if (!inUse) return message ?? SUBMIT_FALLBACK_MESSAGE
  return said ?? Object.values(fieldErrors)[0] ?? fallback
}
