import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router-dom'
import { queryErrorMessage } from '@/lib/api'
import { useFlags } from '@/lib/flags'
import { updateReportPath } from '@/lib/navigation'
import { resourceKeys, updateRecord } from '@/lib/resources'
import { DocumentsTab } from '@/admin/tabs/documents'
import { RecordForm, toRequestBody, useRecord, type FormValues } from '@/admin/kit/records'
import { Card, ErrorState, LoadingState, PageHeader, PageStack, StatusBadge, useToast } from '@/ui'
import { usePublishConfirm } from '../components/use-publish-confirm'
import { reportStatus } from '../records/report-values'
import { updateReportRecord } from '../records/update-report'

/**
 * `/admin/reports/updates/{id}/edit-update`: a draft update's editor. "Save draft" keeps it a
 * draft; "Publish" asks first, naming how many investors it notifies, then sends it live, which
 * puts it in its audience's news and notifies them. A live update has nothing to edit here and opens its details instead (SPEC §2).
 */
export function UpdateEditorPage() {
  const id = useParams().id ?? ''
  const query = useRecord(updateReportRecord, id)
  if (query.isPending) return <LoadingState label="Loading update…" />
  if (query.notFound)
    return <ErrorState title="Update not found" message="It may have been deleted." />
  if (query.isError || !query.record)
    return (
      <ErrorState
        title="The update could not be loaded"
        message={queryErrorMessage(query.error) ?? 'Please try again.'}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  const record = query.record
  if (record.status === 'live') return <Navigate to={updateReportPath(record.id, 'live')} replace />
  return <Editor record={record} />
}

function Editor({ record }: { record: NonNullable<ReturnType<typeof useRecord>['record']> }) {
  const flags = useFlags()
  const navigate = useNavigate()
  const toast = useToast()
  const client = useQueryClient()
  const declared = updateReportRecord.form!
  const sections = useMemo(
    () =>
      declared.sections.map((s) => ({
        ...s,
        fields: s.fields.filter((f) => !f.flag || flags[f.flag]),
      })),
    [declared, flags],
  )
  const title = String(record.title ?? '') || 'Untitled update'
  const publish = usePublishConfirm(title)
  const status = reportStatus(record)
  const relationLabels = Object.fromEntries(
    sections
      .flatMap((s) => s.fields)
      .flatMap((f) => {
        const labelFrom = f.relation && 'labelFrom' in f.relation ? f.relation.labelFrom : null
        return labelFrom ? [[f.name, labelFrom(record)]] : []
      }),
  )

  const send = (values: FormValues) =>
    updateRecord('reports', record.id, toRequestBody(sections, values))

  const saved = (result: unknown) => {
    const report = result as { id: number; status?: string; title?: string }
    void client.invalidateQueries({ queryKey: resourceKeys('reports').all })
    if (report.status === 'live') {
      const told = publish.notified.current
      toast.success(
        told === undefined
          ? `${report.title ?? title} is live: its investors have been told`
          : `${report.title ?? title} is live: ${told} investor${told === 1 ? ' has' : 's have'} been told`,
      )
      navigate(updateReportPath(report.id, 'live'))
    } else toast.success('Draft saved')
  }

  return (
    <PageStack>
      <PageHeader
        back={{ to: updateReportRecord.listPath, label: 'Back to Update reports' }}
        eyebrow={status ? <StatusBadge tone={status.tone}>{status.label}</StatusBadge> : null}
        title={`Edit ${title}`}
        description="A draft: only staff see it until it is published."
      />
      <RecordForm
        sections={sections}
        record={record}
        relationLabels={relationLabels}
        onSubmit={send}
        onSaved={saved}
        submitLabel="Save draft"
        extraSubmits={[{ label: 'Publish', patch: { status: 'live' }, confirm: publish.confirm }]}
        cancel={{ to: updateReportRecord.listPath, onNavigate: navigate }}
      />
      {publish.dialog}
      <Card title="Attachments">
        <DocumentsTab subject={{ type: 'reports', id: record.id }} />
      </Card>
    </PageStack>
  )
}
