import { useQuery } from '@tanstack/react-query'
import { errorStatus } from '@/lib/api'
import { recordQuery } from '@/lib/resources'
import type { AnyRecord, AnyRecordConfig } from './record-config'

/** The one read of a record that its header, tabs and edit form share (one cache entry). */
export const recordQueryOf = (config: AnyRecordConfig, id: string) =>
  recordQuery(config.family, id, config.query)

/** `id` null: no record to read (a create page), and nothing is asked. */
export function useRecord(config: AnyRecordConfig, id: string | null) {
  const query = useQuery({ ...recordQueryOf(config, id ?? ''), enabled: id !== null })
  const foreign = query.data !== undefined && config.accept?.(query.data) === false
  // Every family's record is an AnyRecord: the shared pages read it as one.
  const record: AnyRecord | undefined = query.data
  return {
    ...query,
    record: foreign ? undefined : record,
    notFound: foreign || (query.isError && errorStatus(query.error) === 404),
  }
}
