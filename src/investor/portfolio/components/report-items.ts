import type { Report } from '../api/holding-queries'
import { formatDay } from '../model/format'
import type { LinkListItem } from '@/ui'

/** Reports as list items: newest first, dated by publication, linked by `to`. */
export function reportItems(reports: Report[], to: (r: Report) => string): LinkListItem[] {
  return [...reports]
    .sort((a, b) => String(b.published_at ?? '').localeCompare(String(a.published_at ?? '')))
    .map((r) => ({
      id: r.id,
      to: to(r),
      title: r.title,
      meta: [r.period, r.published_at ? `Published ${formatDay(r.published_at)}` : null]
        .filter(Boolean)
        .join(' · '),
      text: r.summary ?? null,
    }))
}
