import { ContentListEditor } from './content-list-editor'

/**
 * The terms an investor accepts when reserving (SPEC's investment terms flag). The newest
 * version is the one investors are asked to accept; a new version supersedes the last.
 */
export function IntentTermsEditor({ opportunityId }: { opportunityId: number }) {
  return (
    <ContentListEditor
      family="intent-terms"
      opportunityId={opportunityId}
      title="Investment terms"
      what="terms version"
      whats="terms versions"
      emptyText="Without terms, investors reserve without accepting any. Add the terms they must accept."
      fields={[
        { name: 'title', label: 'Title', kind: 'text', required: true },
        { name: 'body', label: 'Terms', kind: 'textarea', required: true },
      ]}
      valuesOf={(row) => ({ title: row?.title ?? '', body: row?.body ?? '' })}
      nameOf={(row) => `${row.title} (version ${row.version})`}
      summary={(row) => (
        <>
          <h3>
            {row.title} · version {row.version}
            {row.is_active ? '' : ' (withdrawn)'}
          </h3>
          <p>{row.body.length > 240 ? `${row.body.slice(0, 240)}…` : row.body}</p>
        </>
      )}
    />
  )
}
