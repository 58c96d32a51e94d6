import { queryOptions } from '@tanstack/react-query'
import { http } from '@/lib/api'
import { recordQuery, resourceKeys } from '@/lib/resources'
import { previewKind, type DocumentRecord } from '../model/document-file'

/** GET /api/documents/{id}: the record (investors: only public ones in their scope). */
export const documentQuery = (id: number) => recordQuery('documents', id)

/** Files can be large: they get longer than the 5 s every API call has, but not forever. */
const FILE_TIMEOUT_MS = 60_000

/**
 * GET the document's file (a host-relative `url`) as a Blob. The Blob is re-typed from the
 * record's mime type, and only as a PDF or an image, so whatever bytes come back the browser
 * shows them as that and never as a page of our origin (an HTML file would run its scripts).
 */
export const documentFileQuery = (doc: DocumentRecord, path: string) =>
  queryOptions({
    queryKey: [...resourceKeys('documents').record(doc.id), 'file', path] as const,
    queryFn: async ({ signal }) => {
      const res = await http.get<Blob>(path, {
        responseType: 'blob',
        signal,
        timeout: FILE_TIMEOUT_MS,
      })
      const kind = previewKind(doc.mime_type)
      const type = kind === 'none' ? 'application/octet-stream' : doc.mime_type
      return new Blob([res.data], { type })
    },
    // The file does not change under the viewer; a Blob is worth keeping while it is open.
    staleTime: Infinity,
    gcTime: 0,
  })
