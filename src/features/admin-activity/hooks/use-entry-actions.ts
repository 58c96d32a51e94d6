import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toFormError } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import { useToast } from '@/ui'
import { deleteEntry, ENTRY_FAMILIES, setTaskDone } from '../api/activity-requests'
import type { EntryKind } from '../model/timeline'

/** Refreshes every list of the family an entry belongs to (the tab and the overview card). */
export function useRefreshEntries() {
  const client = useQueryClient()
  return (kind: EntryKind) =>
    client.invalidateQueries({ queryKey: resourceKeys(ENTRY_FAMILIES[kind]).lists() })
}

/** Ticks a task done or open again, saying so when the host refuses. */
export function useTaskDone() {
  const refresh = useRefreshEntries()
  const toast = useToast()
  return useMutation({
    mutationFn: ({ id, done }: { id: number; done: boolean }) => setTaskDone(id, done),
    onSuccess: () => refresh('task'),
    onError: (err) => {
      toast.error(toFormError(err).message ?? 'The task could not be updated.')
    },
  })
}

/** Deletes a note, call or task; the caller closes its confirmation on success. */
export function useDeleteEntry() {
  const refresh = useRefreshEntries()
  return useMutation({
    mutationFn: ({ kind, id }: { kind: EntryKind; id: number }) => deleteEntry(kind, id),
    onSuccess: (_result, { kind }) => refresh(kind),
  })
}
