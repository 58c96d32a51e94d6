import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { queryErrorMessage } from '@/lib/api'
import { useFlags, type Flags } from '@/lib/flags'
import { createRecord, resourceKeys, updateRecord } from '@/lib/resources'
import { ErrorState, LoadingState, PageHeader, PageStack, useToast } from '@/ui'
import { RecordNotFound } from '../components/record-not-found'
import type { FormSection, FormValues } from '../model/form-config'
import type { AnyRecord, AnyRecordConfig } from '../model/record-config'
import { capitalise, recordPath } from '../model/record-paths'
import { useRecord } from '../model/use-record'
import { useRecordAccess } from '../model/use-record-access'
import { filesOf, toRequestBody } from './form-values'
import { RecordForm } from './record-form'
import { toFormData } from './to-form-data'

/** `/new-…`: the record's form, empty. */
export function RecordCreatePage({ config }: { config: AnyRecordConfig }) {
  return <FormPage config={config} id={null} />
}

/** `/{id}/edit`: the record's form, filled from the record. */
export function RecordEditPage({ config }: { config: AnyRecordConfig }) {
  return <FormPage config={config} id={useParams().id ?? ''} />
}

function FormPage({ config, id }: { config: AnyRecordConfig; id: string | null }) {
  const query = useRecord(config, id)
  if (id === null) return <FormBody config={config} record={null} />
  if (query.isPending) return <LoadingState label={`Loading ${config.noun}…`} />
  if (query.notFound) return <RecordNotFound config={config} />
  if (query.isError || !query.record)
    return (
      <ErrorState
        title={`The ${config.noun} could not be loaded`}
        message={queryErrorMessage(query.error) ?? 'Please try again.'}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  return <FormBody config={config} record={query.record} />
}

/** The sections and fields of the tenant's features (a section or field may name a flag). */
const sectionsFor = (sections: readonly FormSection[], flags: Flags) =>
  sections
    .filter((s) => !s.flag || flags[s.flag])
    .map((s) => ({ ...s, fields: s.fields.filter((f) => !f.flag || flags[f.flag]) }))

function FormBody({ config, record }: { config: AnyRecordConfig; record: AnyRecord | null }) {
  const declared = config.form
  if (!declared) throw new Error(`The ${config.noun} record declares no form`)
  const flags = useFlags()
  const form = useMemo(
    () => ({ ...declared, sections: sectionsFor(declared.sections, flags) }),
    [declared, flags],
  )
  const navigate = useNavigate()
  const toast = useToast()
  const client = useQueryClient()
  const access = useRecordAccess(config, record?.id ?? 0)
  const mode = record ? 'edit' : 'create'
  // A create page opened from another record (a won deal's "Create opportunity") starts from
  // the values it carried over, in the navigation's state so nothing lands in the address.
  const carried = (useLocation().state as { prefill?: FormValues } | null)?.prefill
  const defaults = useMemo(
    () => (record || !carried ? form.defaults : { ...form.defaults, ...carried }),
    [record, carried, form.defaults],
  )
  const title = record ? config.title(record as never) : ''

  const send = async (values: FormValues) => {
    const shaped = form.toBody?.(values, mode) ?? toRequestBody(form.sections, values)
    const body = mode === 'create' ? { ...form.fixed, ...shaped } : shaped
    const files = filesOf(form.sections, values)
    const payload = files ? toFormData(body, files) : body
    if (record) return updateRecord(config.family, record.id, payload)
    return form.create ? form.create(payload) : createRecord(config.family, payload)
  }

  const saved = (result: unknown) => {
    const saved = result as AnyRecord
    void client.invalidateQueries({ queryKey: resourceKeys(config.family).all })
    const name = config.title(saved as never) || capitalise(config.noun)
    toast.success(
      record ? `Changes to ${name} saved` : `${capitalise(config.noun)} ${name} created`,
    )
    // Creator may add a record it may not open (SPEC §6): the list is where it goes then.
    const home = access.tabs[0] ? `${recordPath(config, saved.id)}/${access.tabs[0].segment}` : null
    navigate(home ?? config.listPath)
  }

  const back = record ? recordPath(config, record.id) : config.listPath
  const relationLabels = Object.fromEntries(
    form.sections
      .flatMap((s) => s.fields)
      .filter((f) => f.relation?.labelFrom && record)
      .map((f) => [f.name, f.relation!.labelFrom!(record as Record<string, unknown>)]),
  )
  return (
    <PageStack>
      <PageHeader
        back={{
          to: back,
          label: record ? `Back to ${title}` : `Back to ${config.listLabel}`,
        }}
        title={record ? `Edit ${title}` : `New ${config.noun}`}
      />
      <RecordForm
        sections={form.sections}
        record={record}
        defaults={defaults}
        fromRecord={record && form.fromRecord ? form.fromRecord(record as never) : undefined}
        relationLabels={relationLabels}
        onSubmit={send}
        onSaved={saved}
        submitLabel={record ? 'Save changes' : `Create ${config.noun}`}
        cancel={{ to: back, onNavigate: navigate }}
      />
      {record && form.EditExtras ? (
        <form.EditExtras
          record={record as never}
          subject={{ type: config.subjectType ?? (config.family as never), id: record.id }}
        />
      ) : null}
    </PageStack>
  )
}
