import type { RecordOf } from '@/lib/resources'
import type {
  FieldDecl,
  FieldKind,
  FieldValue,
  FormSection,
  FormValues,
} from '../model/form-config'

export type Attribute = RecordOf<'attributes'>
export type AttributeValue = RecordOf<'attribute-values'>
/** The records a custom attribute applies to (its `entity`). */
export type AttributeEntity = Attribute['entity']

/**
 * A custom attribute's field is named as the host's 422 names it (`values.{id}` of
 * PUT /api/attribute-values), so the host's message lands on the field as typed.
 */
const PREFIX = 'values.'
export const attributeFieldName = (attribute: Pick<Attribute, 'id'>) => `${PREFIX}${attribute.id}`
export const isAttributeField = (name: string) => name.startsWith(PREFIX)

const KIND: Record<Attribute['type'], FieldKind> = {
  text: 'text',
  number: 'number',
  date: 'date',
  select: 'select',
  boolean: 'checkbox',
}

export const ADDITIONAL_DETAILS = 'Additional details'

/** The profile attributes (not questionnaire questions) in their order. */
export const profileAttributes = (attributes: readonly Attribute[]) =>
  attributes.filter((a) => a.form === null).sort((a, b) => a.order - b.order)

/** The form section of a record's custom attributes: one field per attribute, by its type. */
export function attributeSection(attributes: readonly Attribute[]): FormSection {
  return {
    title: ADDITIONAL_DETAILS,
    description: "Custom attributes set up under Settings: the tenant's own details.",
    fields: attributes.map((a): FieldDecl => ({
      name: attributeFieldName(a),
      label: a.name,
      kind: KIND[a.type],
      required: a.is_required === 1,
      hint: a.description ?? undefined,
      options:
        a.type === 'select' ? (a.options ?? []).map((o) => ({ value: o, label: o })) : undefined,
      maxLength: a.type === 'text' ? 5000 : undefined,
    })),
  }
}

/** A stored value (text) as its field edits it. */
function fromStored(attribute: Attribute, stored: string | null): FieldValue {
  switch (attribute.type) {
    case 'boolean':
      return stored === '1' || stored === 'true'
    case 'number': {
      if (stored === null || stored.trim() === '') return null
      const n = Number(stored)
      return Number.isFinite(n) ? n : null
    }
    case 'date':
      return stored ? stored.slice(0, 10) : ''
    default:
      return stored ?? ''
  }
}

/** The fields' starting values from what the record holds. */
export function attributeFormValues(
  attributes: readonly Attribute[],
  values: readonly AttributeValue[],
): FormValues {
  return Object.fromEntries(
    attributes.map((a) => [
      attributeFieldName(a),
      fromStored(a, values.find((v) => v.attribute_id === a.id)?.value ?? null),
    ]),
  )
}

/** What PUT /api/attribute-values takes: attribute id → value (empty as null). */
export function attributeValuesBody(attributes: readonly Attribute[], values: FormValues) {
  return Object.fromEntries(
    attributes.map((a) => {
      const value = values[attributeFieldName(a)]
      if (a.type === 'boolean') return [a.id, value === true]
      if (value === null || value === undefined) return [a.id, null]
      if (typeof value === 'string') return [a.id, value.trim() === '' ? null : value]
      return [a.id, typeof value === 'number' ? String(value) : null]
    }),
  )
}

/** The values of the record's own fields, without its attributes'. */
export const withoutAttributes = (values: FormValues): FormValues =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !isAttributeField(name)))

/** A stored value as the details tab reads it. */
export function shownValue(attribute: Attribute, stored: string | null | undefined): string | null {
  if (stored === null || stored === undefined || stored === '') return null
  if (attribute.type === 'boolean') return stored === '1' || stored === 'true' ? 'Yes' : 'No'
  return stored
}
