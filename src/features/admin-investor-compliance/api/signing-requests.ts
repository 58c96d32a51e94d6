import { queryOptions } from '@tanstack/react-query'
import { decodeList, decodeRecord, http } from '../../../lib/api'
import { resourceKeys } from '../../../lib/resources'
import type { DocumentSignature } from '../model/types'

export const signaturesKey = (documentId: number) =>
  [...resourceKeys('documents').record(documentId), 'signatures'] as const

/** GET /api/documents/{id}/signatures: who signed this document and when, newest first. */
export const signaturesQuery = (documentId: number) =>
  queryOptions({
    queryKey: signaturesKey(documentId),
    queryFn: async ({ signal }) => {
      const res = await http.get<unknown>(`/api/documents/${documentId}/signatures`, { signal })
      return decodeList<DocumentSignature>(res.data, 'the signatures')
    },
  })

export interface SignInput {
  user_id: number
  signer_name: string
  method: 'typed' | 'drawn'
  signature_image: string | null
  page: number
  x: number
  y: number
}

/** POST /api/documents/{id}/sign: the host stores the signed copy as the investor's document. */
export async function signDocument(documentId: number, input: SignInput) {
  const res = await http.post<unknown>(`/api/documents/${documentId}/sign`, input)
  return decodeRecord<DocumentSignature>(res.data, 'the signature')
}
