import { useMutation, useQueryClient } from '@tanstack/react-query'
import { resourceKeys } from '@/lib/resources'
import { deleteEntry, ENTRY_FAMILIES } from '../api/activity-requests'
import type { EntryKind } from '../model/timeline'

/** Refreshes every list of the family an entry belongs to (the tab and the overview card). */
export function useRefreshEntries() {
  const client = useQueryClient()
  return (kind: EntryKind) =>
    client.invalidateQueries({ queryKey: resourceKeys(ENTRY_FAMILIES[kind]).lists() })
}

/** Deletes a note, call or task; the caller closes its confirmation on success. */
export function useDeleteEntry() {
  const refresh = useRefreshEntries()
  return useMutation({
    mutationFn: ({ kind, id }: { kind: EntryKind; id: number }) => deleteEntry(kind, id),
    onSuccess: (_result, { kind }) => refresh(kind),
  })
}
