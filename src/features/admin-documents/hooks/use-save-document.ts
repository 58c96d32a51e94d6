import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { isTimeout } from '../../../lib/api'
import { useToast } from '../../../ui'
import { documentFileQuery, fileSource } from '../../documents'
import type { AdminDocument } from '../api/documents-api'

/** Saves a Blob under a file name, as a download link the user clicked would. */
function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file by the next task; the memory can go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

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
      saveBlob(blob, doc.file_name)
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
