import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { useFlags, type Flags } from '@/lib/flags'
import { createRecord, resourceKeys, updateRecord, type SubjectFamily } from '@/lib/resources'
import { ErrorState, LoadingState, PageHeader, PageStack, useToast } from '@/ui'
import {
  attributeFormValues,
  attributeSection,
  attributeValuesBody,
  withoutAttributes,
} from '../attributes/attribute-fields'
import { saveAttributeValues } from '../attributes/attribute-requests'
import { useRecordAttributes, type RecordAttributes } from '../attributes/use-record-attributes'
import { RecordLoadError, RecordNotFound } from '../components/record-not-found'
import type { FormSection, FormValues } from '../model/form-config'
import type { AnyRecord, AnyRecordConfig } from '../model/record-config'
import { capitalise } from '@/lib/format'
import { recordPath } from '../model/record-paths'
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

const subjectOf = (config: AnyRecordConfig): SubjectFamily =>
  config.subjectType ?? (config.family as SubjectFamily)

function FormPage({ config, id }: { config: AnyRecordConfig; id: string | null }) {
  const query = useRecord(config, id)
  // The form's values start once, so its custom attributes are read before it is shown.
  const attributes = useRecordAttributes(config.attributes ?? null, {
    type: subjectOf(config),
    id,
  })
  const attributesState = attributes.failed ? (
    <ErrorState
      title={`The ${config.noun}'s additional details could not be loaded`}
      message="Please try again."
      onRetry={attributes.retry}
      retrying={attributes.retrying}
    />
  ) : (
    <LoadingState label={`Loading ${config.noun}…`} />
  )
  if (id === null)
    return attributes.ready ? (
      <FormBody config={config} record={null} attributes={attributes} />
    ) : (
      attributesState
    )
  if (query.isPending) return <LoadingState label={`Loading ${config.noun}…`} />
  if (query.notFound) return <RecordNotFound config={config} />
  if (query.isError || !query.record) return <RecordLoadError config={config} query={query} />
  if (!attributes.ready) return attributesState
  return <FormBody config={config} record={query.record} attributes={attributes} />
}

/** The sections and fields of the tenant's features (a section or field may name a flag). */
const sectionsFor = (sections: readonly FormSection[], flags: Flags) =>
  sections
    .filter((s) => (!s.flag || flags[s.flag]) && !(s.unlessFlag && flags[s.unlessFlag]))
    .map((s) => ({ ...s, fields: s.fields.filter((f) => !f.flag || flags[f.flag]) }))

function FormBody({
  config,
  record,
  attributes: { attributes, values: heldValues },
}: {
  config: AnyRecordConfig
  record: AnyRecord | null
  attributes: RecordAttributes
}) {
  const declared = config.form
  if (!declared) throw new Error(`The ${config.noun} record declares no form`)
  const flags = useFlags()
  const form = useMemo(
    () => ({ ...declared, sections: sectionsFor(declared.sections, flags) }),
    [declared, flags],
  )
  // The record's custom attributes as one more section, sent on their own after the record.
  const sections = useMemo(
    () =>
      attributes.length > 0 ? [...form.sections, attributeSection(attributes)] : form.sections,
    [form.sections, attributes],
  )
  const fromRecord = useMemo(
    () =>
      record
        ? {
            ...(form.fromRecord?.(record as never) ?? {}),
            ...attributeFormValues(attributes, heldValues),
          }
        : undefined,
    [record, form, attributes, heldValues],
  )
  // A record created whose attribute values were then refused: the next save updates it.
  const created = useRef<AnyRecord | null>(null)
  const navigate = useNavigate()
  const toast = useToast()
  const client = useQueryClient()
  const access = useRecordAccess(config, record?.id ?? 0)
  // A create page opened from another record (a won deal's "Create opportunity") starts from
  // the values it carried over, in the navigation's state so nothing lands in the address.
  const carried = (useLocation().state as { prefill?: FormValues } | null)?.prefill
  const defaults = useMemo(
    () => (record || !carried ? form.defaults : { ...form.defaults, ...carried }),
    [record, carried, form.defaults],
  )
  const title = record ? config.title(record as never) : ''

  const sendRecord = async (values: FormValues) => {
    const target = record ?? created.current
    const as = target ? 'edit' : 'create'
    const shaped = form.toBody?.(values, as) ?? toRequestBody(form.sections, values)
    const body = as === 'create' ? { ...form.fixed, ...shaped } : shaped
    const files = filesOf(form.sections, values)
    const payload = files ? toFormData(body, files) : body
    if (target) return updateRecord(config.family, target.id, payload)
    return form.create ? form.create(payload) : createRecord(config.family, payload)
  }

  const send = async (values: FormValues) => {
    const saved = (await sendRecord(withoutAttributes(values))) as AnyRecord
    if (attributes.length === 0) return saved
    if (!record) created.current = saved
    await saveAttributeValues(subjectOf(config), saved.id, attributeValuesBody(attributes, values))
    void client.invalidateQueries({ queryKey: resourceKeys('attribute-values').all })
    return saved
  }

  const saved = (result: unknown) => {
    const saved = result as AnyRecord
    void client.invalidateQueries({ queryKey: resourceKeys(config.family).all })
    const name = config.title(saved as never) || capitalise(config.noun)
    toast.success(
      record ? `Changes to ${name} saved` : `${capitalise(config.noun)} ${name} created`,
    )
    // Creator may add a record it may not open (SPEC §6): the list is where it goes then. A
    // record whose page follows its data (an opportunity's stage) goes straight to that page,
    // not through the first tab and a second navigation.
    const tab = access.tabs[0]?.segment
    const home = tab
      ? (config.redirect?.(saved as never, tab) ?? `${recordPath(config, saved.id)}/${tab}`)
      : null
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
        actions={
          record && form.EditActions ? (
            <form.EditActions
              record={record as never}
              subject={{ type: config.subjectType ?? (config.family as never), id: record.id }}
            />
          ) : undefined
        }
      />
      <RecordForm
        sections={sections}
        record={record}
        defaults={defaults}
        fromRecord={fromRecord}
        relationLabels={relationLabels}
        onSubmit={send}
        onSaved={saved}
        submitLabel={record ? 'Save changes' : `Create ${config.noun}`}
        cancel={{ to: back, onNavigate: navigate }}
        draftKey={`${config.listPath}/${record ? record.id : 'new'}`}
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
