import type { ReactNode } from 'react'
import {
  Checkbox,
  CheckboxGroup,
  ComboboxField,
  DateField,
  FileField,
  MoneyField,
  RadioGroup,
  SelectField,
  TextAreaField,
  TextField,
  type SelectOption,
} from '@/ui'
import { aiRewrite } from '../api/ai-rewrite'
import type { FieldValue, FormValues } from '../model/form-config'
import type { DialogField } from './dialog-fields'
import { relationSearch, useFieldOptions } from './family-options'
import { RichTextRecordField } from './rich-text-record-field'

export interface RecordFieldProps {
  field: DialogField
  value: FieldValue
  /** The chosen related record's label (relation pickers), kept beside the id. */
  relationLabel?: string | null
  onChange: (value: FieldValue, relationLabel?: string | null) => void
  /**
   * The control rewrote the value by itself, before the user touched it (the rich text editor
   * tidies stored HTML as it opens): the form takes it without counting it as a change.
   */
  onTidy?: (value: FieldValue) => void
  error?: string
  /** The form's values, for choices that follow another field. */
  values?: FormValues
}

const text = (value: FieldValue) => (typeof value === 'string' ? value : '')

const selectPlaceholder = (field: DialogField, pending: boolean) =>
  pending ? 'Loading…' : field.placeholder === false ? undefined : (field.placeholder ?? 'Choose…')

/** One declared field, drawn with the design system's control for its kind. */
export function RecordField({
  field,
  value,
  relationLabel,
  onChange,
  onTidy,
  error,
  values,
}: RecordFieldProps) {
  const common = { label: field.label, hint: field.hint, error, required: field.required }
  const { options, pending, failed } = useFieldOptions(field, values)
  const optionsHint: ReactNode = failed
    ? 'The choices could not be loaded. Reload the page to try again.'
    : field.hint

  switch (field.kind) {
    case 'colour':
      return (
        <TextField
          {...common}
          name={field.name}
          type="color"
          value={text(value) || '#000000'}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'textarea':
      return (
        <TextAreaField
          {...common}
          name={field.name}
          value={text(value)}
          rows={field.rows}
          maxLength={field.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'richtext':
      return (
        <RichTextRecordField
          {...common}
          value={text(value)}
          onChange={(html) => onChange(html)}
          onTidy={onTidy}
          onAiRewrite={field.aiRewrite === false ? undefined : aiRewrite}
        />
      )
    case 'money':
      return (
        <MoneyField
          {...common}
          name={field.name}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange(v)}
        />
      )
    case 'number':
      return (
        <TextField
          {...common}
          name={field.name}
          inputMode="decimal"
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(e) => {
            const raw = e.target.value.trim()
            onChange(raw === '' ? null : Number.isFinite(Number(raw)) ? Number(raw) : raw)
          }}
        />
      )
    case 'date':
      return (
        <DateField
          {...common}
          name={field.name}
          min={field.min}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'datetime':
      return (
        <TextField
          {...common}
          name={field.name}
          type="datetime-local"
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'select':
      return (
        <SelectField
          {...common}
          hint={optionsHint}
          name={field.name}
          options={options}
          placeholder={selectPlaceholder(field, pending)}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'radio':
      return (
        <RadioGroup
          legend={field.label}
          hint={optionsHint}
          error={error}
          name={field.name}
          options={options}
          value={text(value) || null}
          onChange={(v) => onChange(v)}
        />
      )
    case 'checkboxes':
      return (
        <CheckboxGroup
          legend={field.label}
          hint={optionsHint}
          error={error}
          name={field.name}
          options={options}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v) => onChange(v)}
        />
      )
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          hint={field.hint}
          error={error}
          name={field.name}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      )
    case 'file':
      return (
        <FileField
          {...common}
          name={field.name}
          accept={field.accept}
          files={Array.isArray(value) ? (value as File[]) : []}
          onChange={(files) => onChange(files)}
        />
      )
    case 'relation': {
      const source = field.relation
      if (!source) throw new Error(`Field ${field.name} is a relation without a source`)
      const chosen: SelectOption | null =
        value === null || value === ''
          ? null
          : { value: String(value), label: relationLabel ?? `#${String(value)}` }
      return (
        <ComboboxField
          {...common}
          value={chosen}
          placeholder={field.placeholder || undefined}
          loadOptions={'search' in source ? source.search : relationSearch(source)}
          onChange={(option) => onChange(option?.value ?? null, option?.label ?? null)}
        />
      )
    }
    default:
      return (
        <TextField
          {...common}
          name={field.name}
          type={
            field.kind === 'email'
              ? 'email'
              : field.kind === 'tel'
                ? 'tel'
                : field.kind === 'url'
                  ? 'url'
                  : 'text'
          }
          autoComplete={field.autoComplete ?? 'off'}
          inputMode={field.inputMode}
          maxLength={field.maxLength}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }
}
