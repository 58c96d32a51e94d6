import type { Question } from '../api/questionnaires'
import { DateField, RadioGroup, SelectField, TextAreaField, TextField } from '@/ui'

export interface AnswerFieldProps {
  question: Question
  value: string
  error?: string
  onChange: (value: string) => void
}

const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
]

/** The control for one question, by its answer type. */
export function AnswerField({ question, value, error, onChange }: AnswerFieldProps) {
  const common = {
    label: question.name,
    name: question.key,
    required: question.is_required === 1,
    hint: question.description ?? undefined,
    error,
  }
  switch (question.type) {
    case 'boolean':
      return (
        <RadioGroup
          legend={question.name}
          name={question.key}
          hint={common.hint}
          error={error}
          inline
          options={YES_NO}
          value={value}
          onChange={onChange}
        />
      )
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder="Not answered"
          options={(question.options ?? []).map((o) => ({ value: o, label: o }))}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    case 'date':
      return <DateField {...common} value={value} onChange={(e) => onChange(e.target.value)} />
    case 'number':
      return (
        <TextField
          {...common}
          inputMode="decimal"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )
    default:
      return (
        <TextAreaField
          {...common}
          rows={2}
          maxLength={5000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )
  }
}
