import { decodeList, http, type ListQuery } from '@/lib/api'
import { pageQuery, type SubjectFamily } from '@/lib/resources'
import type { AttributeEntity, AttributeValue } from './attribute-fields'

/** Every custom attribute of one entity, in order (a tenant keeps a handful). */
export const entityAttributesQuery = (entity: AttributeEntity) =>
  pageQuery('attributes', { filter: { entity }, sort: ['order'], perPage: 100 } satisfies ListQuery)

/** The values one record holds. */
export const recordValuesQuery = (type: SubjectFamily, id: number | string) =>
  pageQuery('attribute-values', {
    filter: { attributable_type: type, attributable_id: String(id) },
    perPage: 100,
  })

/** PUT /api/attribute-values: the record's values, all written or none (422 per `values.{id}`). */
export async function saveAttributeValues(
  type: SubjectFamily,
  id: number,
  values: Record<string, string | boolean | null>,
): Promise<AttributeValue[]> {
  const res = await http.put<unknown>('/api/attribute-values', {
    attributable_type: type,
    attributable_id: id,
    values,
  })
  return decodeList<AttributeValue>(res.data, 'the saved values')
}
