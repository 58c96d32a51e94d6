import { http } from '@/lib/api'
import { decodeInternationalAml, internationalAmlPath, type AmlDocument } from '@/lib/compliance'

export {
  internationalAmlKey,
  internationalAmlQuery,
  type AmlDocument,
  type InternationalAml,
} from '@/lib/compliance'

/** POST …/documents: the file the investor just uploaded becomes the check's document. */
export async function sendAmlDocument(
  userId: number,
  kind: AmlDocument['kind'],
  documentId: number,
) {
  const res = await http.post<unknown>(`${internationalAmlPath(userId)}/documents`, {
    kind,
    document_id: documentId,
  })
  return decodeInternationalAml(res.data)
}
