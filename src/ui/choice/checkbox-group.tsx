import type { ChoiceGroupProps } from './choice-group'
import { ChoiceGroup } from './choice-group'

export interface CheckboxGroupProps extends Omit<
  ChoiceGroupProps,
  'type' | 'isChecked' | 'onToggle'
> {
  value: string[]
  onChange: (value: string[]) => void
}

export function CheckboxGroup({ value, onChange, ...group }: CheckboxGroupProps) {
  return (
    <ChoiceGroup
      {...group}
      type="checkbox"
      isChecked={(v) => value.includes(v)}
      onToggle={(v, checked) =>
        onChange(checked ? [...value.filter((x) => x !== v), v] : value.filter((x) => x !== v))
      }
    />
  )
}
