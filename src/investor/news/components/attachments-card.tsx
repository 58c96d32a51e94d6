import { fileDescription } from '@/lib/format'
import { Card, LinkList } from '@/ui'
import type { NewsAttachment } from '../model/news-item'
import { attachmentPath } from '../model/paths'

/** The report's files, each opened in the in-app document viewer. Nothing when there are none. */
export function AttachmentsCard({ documents }: { documents: NewsAttachment[] }) {
  if (documents.length === 0) return null
  return (
    <Card title="Attachments">
      <LinkList
        items={documents.map((d) => ({
          id: d.id,
          to: attachmentPath(d.id),
          title: d.name,
          meta: fileDescription(d),
        }))}
      />
    </Card>
  )
}
