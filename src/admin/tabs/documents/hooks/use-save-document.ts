import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isTimeout } from '@/lib/api'
import { saveFile } from '@/lib/resources'
import { useToast } from '@/ui'
import { documentFileQuery, fileSource } from '@/shared/documents'
import type { AdminDocument } from '../api/documents-api'

/**
 * "Download" for a document row: the file is read through the API client (so the session
 * and, in mock mode, the mock host answer it; a plain link would bypass both) and saved under
 * the document's file name. A file kept at another http(s) address opens in a new tab.
 */
export function useSaveDocument() {
  const queryClient = useQueryClient()
  const toast = useToast()
  const [savingId, setSavingId] = useState<number | null>(null)

  const save = async (doc: AdminDocument) => {
    const source = fileSource(doc.url)
    if (!source) {
      toast.error(`The file of “${doc.name}” is not available.`)
      return
    }
    if (source.via === 'link') {
      window.open(source.href, '_blank', 'noopener,noreferrer')
      return
    }
    setSavingId(doc.id)
    try {
      const blob = await queryClient.fetchQuery(documentFileQuery(doc, source.path))
      saveFile(blob, doc.file_name)
    } catch (err) {
      toast.error(
        isTimeout(err) ? 'timeout' : `“${doc.name}” could not be downloaded. Please try again.`,
      )
    } finally {
      setSavingId(null)
    }
  }

  return { save: (doc: AdminDocument) => void save(doc), savingId }
}
