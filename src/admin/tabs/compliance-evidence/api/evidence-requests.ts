import { queryOptions } from '@tanstack/react-query'
import { decodeList, http } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import type { EvidenceItem } from '../model/types'

/**
 * Under the investor's record key, so whatever invalidates `resourceKeys('users').all` (a KYC
 * change in the header, a reset) refreshes the timeline too.
 */
export const evidenceKey = (userId: number) =>
  [...resourceKeys('users').record(userId), 'compliance-evidence'] as const

/** GET /api/users/{id}/compliance-evidence: the investor's regulated steps, oldest first. */
export const evidenceQuery = (userId: number) =>
  queryOptions({
    queryKey: evidenceKey(userId),
    queryFn: async ({ signal }) => {
      const res = await http.get<unknown>(`/api/users/${userId}/compliance-evidence`, { signal })
      return decodeList<EvidenceItem>(res.data, 'the compliance evidence')
    },
  })

/** The file name the host gave (Content-Disposition), or ours. */
function fileNameOf(disposition: unknown, userId: number): string {
  const match = typeof disposition === 'string' ? /filename="?([^";]+)"?/.exec(disposition) : null
  return match?.[1] ?? `compliance-evidence-${userId}.csv`
}

/** GET …/compliance-evidence/export: the CSV the host builds, for the browser to save. */
export async function fetchEvidenceCsv(userId: number): Promise<{ blob: Blob; fileName: string }> {
  const res = await http.get<Blob>(`/api/users/${userId}/compliance-evidence/export`, {
    responseType: 'blob',
  })
  const blob = res.data instanceof Blob ? res.data : new Blob([String(res.data)])
  return {
    blob: new Blob([blob], { type: 'text/csv' }),
    fileName: fileNameOf(res.headers['content-disposition'], userId),
  }
}
