import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toFormError } from '@/lib/api'
import { FormError, useToast } from '@/ui'
import { DeleteDialog } from '../../components/delete-dialog'
import { attributeKeys, deleteAttribute } from '../api/attributes'
import type { Attribute } from '../model/attribute-model'

const held = (count: number) =>
  count === 1 ? '1 record holds a value for it' : `${count} records hold a value for it`

/** Why the host would refuse to delete it, known from the list (the host checks again). */
export function deleteRefusal(attribute: Attribute): string | null {
  if (attribute.is_locked === 1)
    return `${attribute.name} is locked: it must be unlocked before it can be deleted.`
  const count = attribute.values_count ?? 0
  if (count > 0) return `${attribute.name} cannot be deleted: ${held(count)}.`
  return null
}

/** Asks before DELETE /api/attributes/{id}; a refusal (409) is said in the dialog. */
export function DeleteAttributeDialog({
  attribute,
  onClose,
}: {
  attribute: Attribute
  onClose: () => void
}) {
  const toast = useToast()
  const client = useQueryClient()
  const known = deleteRefusal(attribute)
  const mutation = useMutation({
    mutationFn: () => deleteAttribute(attribute.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: attributeKeys.all })
      toast.success(`Custom attribute ${attribute.name} deleted`)
      onClose()
    },
  })
  const failure = mutation.isError ? toFormError(mutation.error).message : null

  return (
    <DeleteDialog
      onClose={onClose}
      title={known ? `${attribute.name} cannot be deleted` : `Delete ${attribute.name}?`}
      description={
        known ??
        'It leaves the forms and details of the records it applies to. This cannot be undone.'
      }
      refused={known !== null}
      deleteLabel="Delete attribute"
      busyLabel="Deleting…"
      busy={mutation.isPending}
      onDelete={() => mutation.mutate()}
    >
      {failure ? <FormError message={failure} /> : null}
    </DeleteDialog>
  )
}
