import { queryOptions } from '@tanstack/react-query'
import {
  createRecord,
  deleteRecord,
  fetchPage,
  fetchRecord,
  resourceKeys,
  updateRecord,
} from '@/lib/resources'
import type { Attribute, AttributeEntity, AttributeType } from '../model/attribute-model'

const keys = resourceKeys('attributes')
export const attributeKeys = keys

const LIST_QUERY = { sort: ['order'], include: ['valuesCount'], perPage: 100 } as const

/**
 * Every custom attribute with how many records hold a value for it (a tenant keeps a handful;
 * the questionnaires' questions, `form` set, are managed with their questionnaires).
 */
export const attributesListQuery = () =>
  queryOptions({
    queryKey: keys.list(LIST_QUERY),
    queryFn: async ({ signal }) => {
      const page = await fetchPage('attributes', LIST_QUERY, signal)
      return page.data.filter((a) => a.form === null)
    },
  })

export const attributeQuery = (id: string) =>
  queryOptions({
    queryKey: keys.record(id, { include: ['valuesCount'] }),
    queryFn: ({ signal }) => fetchRecord('attributes', id, { include: ['valuesCount'] }, signal),
  })

export interface NewAttribute {
  name: string
  key: string
  type: AttributeType | ''
  entity: AttributeEntity | ''
}

export const createAttribute = (input: NewAttribute) =>
  createRecord('attributes', { ...input, form: null })

export type AttributeChanges = Partial<
  Pick<
    Attribute,
    | 'name'
    | 'key'
    | 'type'
    | 'entity'
    | 'options'
    | 'description'
    | 'is_required'
    | 'is_locked'
    | 'order'
  >
>

export const updateAttribute = (id: number, changes: AttributeChanges) =>
  updateRecord('attributes', id, changes as Record<string, unknown>)

export const deleteAttribute = (id: number) => deleteRecord('attributes', id)
