import type { ReactNode } from 'react'
import type { SubjectFamily } from '@/lib/resources'
import { Card, ErrorState, LoadingState } from '@/ui'
import { text } from '../model/values'
import { ADDITIONAL_DETAILS, shownValue, type AttributeEntity } from './attribute-fields'
import { useRecordAttributes } from './use-record-attributes'

/**
 * The record's custom attribute values on its details tab, as the form's "Additional details"
 * section names them; nothing when the tenant has set none up for the entity.
 */
export function AttributeDetails({
  entity,
  subject,
  renderList,
}: {
  entity: AttributeEntity
  subject: { type: SubjectFamily; id: number }
  /** The details tab's own list markup, so the card reads like the others. */
  renderList: (rows: { label: string; value: ReactNode }[]) => ReactNode
}) {
  const state = useRecordAttributes(entity, subject)
  if (state.failed)
    return (
      <Card title={ADDITIONAL_DETAILS}>
        <ErrorState
          title="The additional details could not be loaded"
          onRetry={state.retry}
          retrying={state.retrying}
        />
      </Card>
    )
  if (!state.ready)
    return (
      <Card title={ADDITIONAL_DETAILS}>
        <LoadingState label="Loading additional details…" />
      </Card>
    )
  if (state.attributes.length === 0) return null
  const rows = state.attributes.map((a) => ({
    label: a.name,
    value: text(shownValue(a, state.values.find((v) => v.attribute_id === a.id)?.value)),
  }))
  return <Card title={ADDITIONAL_DETAILS}>{renderList(rows)}</Card>
}
