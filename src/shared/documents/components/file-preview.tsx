import { EmptyState } from '@/ui'
import type { DocumentFileState } from '../hooks/use-document-file'
import { previewKind, type DocumentRecord } from '../model/document-file'
import { DocumentPreview } from './document-preview'

export interface FilePreviewProps {
  doc: Pick<DocumentRecord, 'name' | 'mime_type'>
  file: DocumentFileState
  /** What to say when the record has no file; without it, a missing file shows as failed. */
  missing?: string
}

/** A document's loaded file in the viewer, as every page that shows one shows it. */
export function FilePreview({ doc, file, missing }: FilePreviewProps) {
  if (!file.available && missing !== undefined)
    return <EmptyState title="This document's file is not available" description={missing} />
  return (
    <DocumentPreview
      name={doc.name}
      kind={previewKind(doc.mime_type)}
      src={file.href}
      loading={file.loading}
      failed={file.failed || !file.available}
      timedOut={file.timedOut}
      onRetry={file.retry}
      retrying={file.retrying}
    />
  )
}
