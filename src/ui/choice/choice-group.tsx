import { useId, type ReactNode } from 'react'
import { StyledHint } from '@/ui/field/field-styles'
import { FieldError } from '@/ui/field/field-error'
import { describedBy } from '@/ui/field/described-by'
import {
  StyledChoiceInput,
  StyledFieldset,
  StyledLegend,
  StyledOption,
  StyledOptions,
} from './choice-styles'

export interface ChoiceOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface ChoiceGroupProps {
  type: 'checkbox' | 'radio'
  legend: ReactNode
  name?: string
  options: ChoiceOption[]
  isChecked: (value: string) => boolean
  onToggle: (value: string, checked: boolean) => void
  hint?: ReactNode
  error?: string | null
  inline?: boolean
  disabled?: boolean
}

/** The fieldset/legend both groups share; the error and hint describe the whole group. */
export function ChoiceGroup({
  type,
  legend,
  name,
  options,
  isChecked,
  onToggle,
  hint,
  error,
  inline,
  disabled,
}: ChoiceGroupProps) {
  const autoId = useId()
  const groupName = name ?? `group${autoId}`
  const { hintId, errorId, describedBy: ariaDescribedBy } = describedBy(groupName, hint, error)
  return (
    <StyledFieldset aria-describedby={ariaDescribedBy} disabled={disabled}>
      <StyledLegend>{legend}</StyledLegend>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      <StyledOptions $inline={inline}>
        {options.map((option) => (
          <StyledOption key={option.value} $disabled={disabled || option.disabled}>
            <StyledChoiceInput
              type={type}
              name={groupName}
              value={option.value}
              checked={isChecked(option.value)}
              disabled={option.disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              $invalid={Boolean(error)}
            />
            <span>{option.label}</span>
          </StyledOption>
        ))}
      </StyledOptions>
      <FieldError id={errorId} error={error} />
    </StyledFieldset>
  )
}
