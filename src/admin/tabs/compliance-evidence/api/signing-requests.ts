import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { decodeList, decodeRecord, http, LocalFormError } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { resourceKeys } from '@/lib/resources'
import { documentFileQuery, fileSource, type DocumentRecord } from '@/shared/documents'
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

/** The document's PDF bytes: the preview's copy when it is cached, else read afresh. */
async function originalBytes(client: QueryClient, doc: DocumentRecord): Promise<ArrayBuffer> {
  const source = fileSource(doc.url)
  if (!source) throw new LocalFormError('This document has no file to sign.')
  if (source.via === 'api') {
    const blob = await client.fetchQuery(documentFileQuery(doc, source.path))
    return blob.arrayBuffer()
  }
  const res = await http.get<ArrayBuffer>(source.href, { responseType: 'arraybuffer' })
  return res.data
}

/**
 * Stamps the signature into the PDF in the browser (pdf-lib, loaded only now) and sends the
 * stamped copy with the signature's record: POST /api/documents/{id}/sign, multipart.
 */
export async function signDocument(
  client: QueryClient,
  doc: DocumentRecord,
  input: SignInput,
  now = new Date(),
) {
  const [bytes, { stampSignature, PageOutOfRangeError }] = await Promise.all([
    originalBytes(client, doc),
    import('../pdf/stamp-signature'),
  ])
  let stamped: Uint8Array
  try {
    stamped = await stampSignature(bytes, {
      method: input.method,
      signerName: input.signer_name,
      image: input.signature_image,
      page: input.page,
      x: input.x,
      y: input.y,
      signedOn: formatDate(now),
    })
  } catch (err) {
    if (err instanceof PageOutOfRangeError) throw new LocalFormError(err.message, 'page')
    // Encrypted or damaged PDFs: pdf-lib cannot write into them.
    throw new LocalFormError('This PDF could not be signed here (it may be protected or damaged).')
  }
  const form = new FormData()
  for (const [key, value] of Object.entries(input))
    form.append(key, value === null ? '' : String(value))
  const name = String(doc.file_name || 'document.pdf').replace(/(\.pdf)?$/i, '-signed.pdf')
  form.append(
    'file',
    new File([stamped as Uint8Array<ArrayBuffer>], name, { type: 'application/pdf' }),
  )
  const res = await http.post<unknown>(`/api/documents/${doc.id}/sign`, form)
  return decodeRecord<DocumentSignature>(res.data, 'the signature')
}
