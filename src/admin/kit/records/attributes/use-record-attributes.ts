import { useQuery } from '@tanstack/react-query'
import type { SubjectFamily } from '@/lib/resources'
import {
  profileAttributes,
  type Attribute,
  type AttributeEntity,
  type AttributeValue,
} from './attribute-fields'
import { entityAttributesQuery, recordValuesQuery } from './attribute-requests'

export interface RecordAttributes {
  /** Both reads answered (always so when the record declares no attributes). */
  ready: boolean
  failed: boolean
  retrying: boolean
  retry: () => void
  attributes: Attribute[]
  values: AttributeValue[]
}

/**
 * The profile attributes of `entity` and the values the record holds (none read for a record
 * not yet created, nor when `entity` is null: the record declares no attributes).
 */
export function useRecordAttributes(
  entity: AttributeEntity | null,
  subject: { type: SubjectFamily; id: number | string | null },
): RecordAttributes {
  const attributes = useQuery({
    ...entityAttributesQuery(entity ?? 'investor'),
    enabled: entity !== null,
  })
  const hasRecord = entity !== null && subject.id !== null && subject.id !== ''
  const values = useQuery({
    ...recordValuesQuery(subject.type, subject.id ?? ''),
    enabled: hasRecord,
  })
  if (entity === null)
    return {
      ready: true,
      failed: false,
      retrying: false,
      retry: () => {},
      attributes: [],
      values: [],
    }
  const failed = attributes.isError || (hasRecord && values.isError)
  return {
    ready: attributes.isSuccess && (!hasRecord || values.isSuccess),
    failed,
    retrying: attributes.isFetching || values.isFetching,
    retry: () => {
      if (attributes.isError) void attributes.refetch()
      if (values.isError) void values.refetch()
    },
    attributes: profileAttributes(attributes.data?.data ?? []),
    values: hasRecord ? (values.data?.data ?? []) : [],
  }
}
