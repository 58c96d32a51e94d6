import type { components } from '@/lib/api/schema.gen'
import { fileDescription } from '@/lib/format'
import { useTerm } from '@/lib/terminology'
import { Card, LinkList } from '@/ui'
import { documentPath } from '../model/paths'

type Document = components['schemas']['Document']

/**
 * The opportunity's public documents (SPEC §4: private ones never reach the portal), each
 * opened in the document viewer.
 */
export function DocumentsCard({ documents }: { documents: Document[] }) {
  const t = useTerm()
  const shown = documents.filter((d) => d.visibility === 'public')
  if (shown.length === 0) return null
  return (
    <Card title={t('key_documents')}>
      <LinkList
        items={shown.map((d) => ({
          id: d.id,
          to: documentPath(d.id),
          title: d.name,
          meta: fileDescription(d),
        }))}
      />
    </Card>
  )
}
