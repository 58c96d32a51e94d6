import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createRecord, pageQuery, updateRecord } from '@/lib/resources'
import {
  Checkbox,
  DialogForm,
  SelectField,
  TextAreaField,
  TextField,
  useFormSubmit,
  useToast,
  type SelectOption,
} from '@/ui'
import { refreshFamily } from '../api/option-list-api'
import {
  isFamilyChoices,
  type OptionField,
  type OptionListConfig,
  type OptionRow,
} from '../model/option-list'
import { capitalise } from '@/lib/format'

type Values = Record<string, string | boolean>

export interface OptionFormDialogProps {
  config: OptionListConfig
  /** The row being edited; absent: a new one. */
  row?: OptionRow
  onClose: () => void
}

const startValues = (fields: readonly OptionField[], row?: OptionRow): Values =>
  Object.fromEntries(
    fields.map((f) => {
      const saved = row?.[f.name]
      if (f.kind === 'checkbox') return [f.name, row ? !!saved : f.initial === true]
      if (row) return [f.name, saved === null || saved === undefined ? '' : String(saved)]
      return [f.name, typeof f.initial === 'string' ? f.initial : '']
    }),
  )

/** What the host stores: trimmed text, null for an empty optional field, ids as numbers. */
function toPayload(fields: readonly OptionField[], values: Values) {
  return Object.fromEntries(
    fields.map((f) => {
      const v = values[f.name]
      if (typeof v === 'boolean') return [f.name, v]
      const text = v.trim()
      if (text === '') return [f.name, f.required ? '' : null]
      if (isFamilyChoices(f.options) && !f.options.value) return [f.name, Number(text)]
      return [f.name, text]
    }),
  )
}

/** Create or edit one row of an option list; the host's 422s show on their fields. */
export function OptionFormDialog({ config, row, onClose }: OptionFormDialogProps) {
  const toast = useToast()
  const client = useQueryClient()
  const [values, setValues] = useState<Values>(() => startValues(config.fields, row))
  const submission = useFormSubmit(
    (payload: Record<string, unknown>) =>
      row ? updateRecord(config.family, row.id, payload) : createRecord(config.family, payload),
    {
      onSuccess: () => {
        void refreshFamily(client, config.family)
        const name = String(values.name ?? '').trim()
        toast.success(
          row
            ? `${capitalise(config.noun)} “${name}” saved.`
            : `${capitalise(config.noun)} “${name}” added.`,
        )
        onClose()
      },
    },
  )
  const set = (name: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [name]: value }))
    submission.clearFieldError(name)
  }

  return (
    <DialogForm
      title={row ? `Edit ${config.noun}` : `New ${config.noun}`}
      submitLabel={row ? 'Save changes' : `Add ${config.noun}`}
      submission={submission}
      onSubmit={() => void submission.submit(toPayload(config.fields, values))}
      onClose={onClose}
    >
      {config.fields.map((field) => (
        <OptionInput
          key={field.name}
          field={field}
          value={values[field.name]}
          error={submission.errorFor(field.name)}
          onChange={(v) => set(field.name, v)}
        />
      ))}
    </DialogForm>
  )
}

interface OptionInputProps {
  field: OptionField
  value: string | boolean
  error: string | undefined
  onChange: (value: string | boolean) => void
}

function OptionInput({ field, value, error, onChange }: OptionInputProps) {
  const common = {
    label: field.label,
    name: field.name,
    required: field.required,
    hint: field.hint,
    error,
  }
  if (field.kind === 'checkbox')
    return (
      <Checkbox
        label={field.label}
        name={field.name}
        hint={field.hint}
        error={error}
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
      />
    )
  const text = typeof value === 'string' ? value : ''
  if (field.kind === 'select')
    return <ChoiceField field={field} value={text} error={error} onChange={onChange} />
  if (field.kind === 'textarea')
    return (
      <TextAreaField
        {...common}
        rows={3}
        maxLength={field.maxLength}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
    )
  if (field.kind === 'colour')
    return (
      <TextField
        {...common}
        type="color"
        value={text || '#000000'}
        onChange={(e) => onChange(e.target.value)}
      />
    )
  return (
    <TextField
      {...common}
      maxLength={field.maxLength}
      value={text}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

function ChoiceField({
  field,
  value,
  error,
  onChange,
}: Omit<OptionInputProps, 'value'> & { value: string }) {
  const source = isFamilyChoices(field.options) ? field.options : null
  const query = useQuery({
    ...pageQuery(source?.family ?? 'types', { perPage: 100 }),
    enabled: source !== null,
    staleTime: 60_000,
  })
  const options: SelectOption[] = source
    ? (query.data?.data ?? []).map((r) => {
        const rec = r as unknown as Record<string, unknown>
        return {
          value: source.value ? source.value(rec) : String(rec.id),
          label: source.label(rec),
        }
      })
    : [...((field.options as readonly SelectOption[] | undefined) ?? [])]
  const loadError = source && query.isError ? 'The choices could not be loaded.' : undefined
  return (
    <SelectField
      label={field.label}
      name={field.name}
      required={field.required}
      hint={source && query.isPending ? 'Loading the choices…' : field.hint}
      placeholder={`Choose ${field.label.toLowerCase()}`}
      options={options}
      value={value}
      error={error ?? loadError}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}
