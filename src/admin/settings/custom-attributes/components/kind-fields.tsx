import { SelectField, type SelectOption } from '@/ui'
import {
  ATTRIBUTE_ENTITIES,
  ATTRIBUTE_TYPES,
  ENTITY_LABELS,
  TYPE_LABELS,
} from '../model/attribute-model'

type Kind = { type: string; entity: string }

export interface KindFieldsProps<T extends Kind> {
  /** The form's values (a new attribute's or the one configured). */
  value: T
  disabled?: boolean
  errorFor: (field: string) => string | undefined
  onChange: <K extends keyof Kind>(field: K, value: T[K]) => void
}

const SELECTS: { field: keyof Kind; label: string; options: SelectOption[] }[] = [
  {
    field: 'type',
    label: 'Type',
    options: ATTRIBUTE_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
  },
  {
    field: 'entity',
    label: 'Applies to',
    options: ATTRIBUTE_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] })),
  },
]

/** What kind of attribute it is: its type and the records it applies to, both required. */
export function KindFields<T extends Kind>({
  value,
  disabled,
  errorFor,
  onChange,
}: KindFieldsProps<T>) {
  return SELECTS.map(({ field, label, options }) => (
    <SelectField
      key={field}
      label={label}
      name={field}
      required
      disabled={disabled}
      options={options}
      value={value[field]}
      error={errorFor(field)}
      onChange={(e) => onChange(field, e.target.value as T[typeof field])}
    />
  ))
}
