import { ADMIN_PATHS } from '@/lib/navigation'
import { can } from '@/lib/permissions'
import type { RecordOf } from '@/lib/resources'

export type Attribute = RecordOf<'attributes'>
export type AttributeType = Attribute['type']
export type AttributeEntity = Attribute['entity']

export const ATTRIBUTE_TYPES: readonly AttributeType[] = [
  'text',
  'number',
  'date',
  'select',
  'boolean',
]
export const TYPE_LABELS: Record<AttributeType, string> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  select: 'Select (a list of options)',
  boolean: 'Yes or no (checkbox)',
}

export const ATTRIBUTE_ENTITIES: readonly AttributeEntity[] = ['investor', 'opportunity', 'fund']
/** What each entity's records are called, in the list's groups and the "Applies to" choice. */
export const ENTITY_LABELS: Record<AttributeEntity, string> = {
  investor: 'Investors',
  opportunity: 'Opportunities',
  fund: 'Funds',
}

export const LIST_PATH = `${ADMIN_PATHS.settings}/attributes`
export const configurePath = (id: number) => `${LIST_PATH}/configure/${id}`

/**
 * The key an attribute's name gives: lower case words joined by underscores (the host's keys,
 * e.g. `source_of_wealth`), at most 100 characters as its rule allows.
 */
export const keyFromName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100)

/** SPEC §6 `attributes_lock` (Support): locks and unlocks, and changes a locked attribute. */
export const mayLock = (roleId: number | null | undefined) =>
  can(roleId, 'attributes_lock', 'index')

/** Whether this role may change the attribute at all (a locked one is Support's). */
export const mayChange = (roleId: number | null | undefined, attribute: Attribute) =>
  can(roleId, 'attributes', 'update') && (attribute.is_locked !== 1 || mayLock(roleId))

export const LOCKED_EXPLANATION =
  'This attribute is locked: it is managed by Support, who alone can change or unlock it.'
