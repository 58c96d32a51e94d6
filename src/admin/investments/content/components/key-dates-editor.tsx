import { formatDate } from '@/lib/format'
import { ContentListEditor } from './content-list-editor'

/** Milestones (launch, first close, completion…), shown by date. */
export function KeyDatesEditor({ opportunityId }: { opportunityId: number }) {
  return (
    <ContentListEditor
      family="key-dates"
      opportunityId={opportunityId}
      title="Key dates"
      what="key date"
      whats="key dates"
      emptyText="Key dates tell investors when the raise opens, closes and completes."
      fields={[
        { name: 'label', label: 'Label', kind: 'text', required: true },
        { name: 'date', label: 'Date', kind: 'date', required: true },
        { name: 'description', label: 'Description', kind: 'textarea' },
      ]}
      valuesOf={(row) => ({
        label: row?.label ?? '',
        date: row?.date?.slice(0, 10) ?? '',
        description: row?.description ?? '',
      })}
      nameOf={(row) => row.label}
      summary={(row) => (
        <>
          <h3>
            {row.label} · <time dateTime={row.date}>{formatDate(row.date)}</time>
          </h3>
          {row.description ? <p>{row.description}</p> : null}
        </>
      )}
    />
  )
}
