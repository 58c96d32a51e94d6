import { fileDescription } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { portfolioPaths } from '../model/paths'
import type { LinkListItem } from '@/ui'

type Document = RecordOf<'documents'>

/** Public documents (SPEC §4: private ones never reach the portal), opened in the viewer. */
export function documentItems(documents: Document[]): LinkListItem[] {
  return documents
    .filter((d) => d.visibility === 'public')
    .map((d) => ({
      id: d.id,
      to: portfolioPaths.document(d.id),
      title: d.name,
      meta: fileDescription(d),
      text: d.description ?? null,
    }))
}
