import type { RecordOf } from '../../../lib/resources'
import { portfolioPaths } from '../model/paths'
import type { LinkListItem } from './link-list'

type Document = RecordOf<'documents'>

const size = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`

const kind = (mime: string) =>
  mime === 'application/pdf' ? 'PDF' : (mime.split('/')[1] ?? 'File').toUpperCase()

/** Public documents (SPEC §4: private ones never reach the portal), opened in the viewer. */
export function documentItems(documents: Document[]): LinkListItem[] {
  return documents
    .filter((d) => d.visibility === 'public')
    .map((d) => ({
      id: d.id,
      to: portfolioPaths.document(d.id),
      title: d.name,
      meta: `${kind(d.mime_type)} · ${size(d.size)}`,
      text: d.description ?? null,
    }))
}
