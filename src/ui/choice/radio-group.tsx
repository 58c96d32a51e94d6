import type { ChoiceGroupProps } from './choice-group'
import { ChoiceGroup } from './choice-group'

export interface RadioGroupProps extends Omit<ChoiceGroupProps, 'type' | 'isChecked' | 'onToggle'> {
  /** The chosen value; '' or null for none. */
  value: string | null
  onChange: (value: string) => void
}

export function RadioGroup({ value, onChange, ...group }: RadioGroupProps) {
  return (
    <ChoiceGroup
      {...group}
      type="radio"
      isChecked={(v) => v === value}
      onToggle={(v, checked) => {
        if (checked) onChange(v)
      }}
    />
  )
}
