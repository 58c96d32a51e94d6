import { useQuery } from '@tanstack/react-query'
import { isTimeout } from '@/lib/api'
import { documentFileQuery } from '../api/document-queries'
import { fileSource, type DocumentRecord } from '../model/document-file'
import { useObjectUrl } from './use-object-url'

export interface DocumentFileState {
  /** Where the viewer and the download point; null until there is something to point at. */
  href: string | null
  /** False when the record has no usable address at all (nothing to load or retry). */
  available: boolean
  loading: boolean
  failed: boolean
  timedOut: boolean
  retrying: boolean
  retry: () => void
}

/**
 * The document's file, ready for the viewer: read through the API client as a Blob (so the
 * session and the mock apply, and the type is ours) and shown from a blob: URL; a file kept at
 * another http(s) address is linked as it is.
 */
export function useDocumentFile(doc: DocumentRecord): DocumentFileState {
  const source = fileSource(doc.url)
  const viaApi = source?.via === 'api'
  const file = useQuery({
    ...documentFileQuery(doc, viaApi ? source.path : ''),
    enabled: viaApi,
  })
  const objectUrl = useObjectUrl(file.data)
  const retry = () => void file.refetch()
  if (!source) {
    return {
      href: null,
      available: false,
      loading: false,
      failed: false,
      timedOut: false,
      retrying: false,
      retry,
    }
  }
  if (source.via === 'link') {
    return {
      href: source.href,
      available: true,
      loading: false,
      failed: false,
      timedOut: false,
      retrying: false,
      retry,
    }
  }
  return {
    href: objectUrl,
    available: true,
    loading: file.isPending,
    failed: file.isError,
    timedOut: file.isError && isTimeout(file.error),
    retrying: file.isFetching,
    retry,
  }
}
