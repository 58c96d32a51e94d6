import { ContentListEditor } from './content-list-editor'

/** The opportunity's "why invest" highlights, in the order investors read them. */
export function KeyPointsEditor({ opportunityId }: { opportunityId: number }) {
  return (
    <ContentListEditor
      family="key-points"
      opportunityId={opportunityId}
      title="Key points"
      what="key point"
      whats="key points"
      reorderable
      emptyText="Key points are the highlights investors read first."
      fields={[
        { name: 'title', label: 'Title', kind: 'text', required: true },
        { name: 'body', label: 'Detail', kind: 'textarea' },
      ]}
      valuesOf={(row) => ({ title: row?.title ?? '', body: row?.body ?? '' })}
      nameOf={(row) => row.title}
      summary={(row) => (
        <>
          <h3>{row.title}</h3>
          {row.body ? <p>{row.body}</p> : null}
        </>
      )}
    />
  )
}
