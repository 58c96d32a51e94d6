import { optionRows, type OptionRow } from '../components/options-editor'
import type { Attribute } from '../model/attribute-model'

/** What the configure form edits: the attribute's fields as the inputs hold them. */
export interface Draft {
  name: string
  key: string
  type: Attribute['type']
  entity: Attribute['entity']
  description: string
  required: boolean
  locked: boolean
  options: OptionRow[]
}

export const draftOf = (a: Attribute): Draft => ({
  name: a.name,
  key: a.key,
  type: a.type,
  entity: a.entity,
  description: a.description ?? '',
  required: a.is_required === 1,
  locked: a.is_locked === 1,
  options: optionRows(a.options),
})
