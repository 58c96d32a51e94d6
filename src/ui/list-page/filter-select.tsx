import styled from 'styled-components'
import { Field } from '@/ui/field/field'
import { StyledSelect } from '@/ui/field/control-styles'
import type { SelectOption } from '@/ui/field/select-field'

/** A filter of a list page: one select, synced to `filter[id]` in the URL. */
export interface ListFilter {
  /** The API filter name, e.g. `status`. */
  id: string
  /** Its accessible name, e.g. "Status". */
  label: string
  options: readonly SelectOption[]
  /** The first option, meaning "not filtered", e.g. "All statuses". */
  allLabel: string
}

export interface FilterSelectProps {
  filter: ListFilter
  value: string
  onChange: (value: string | null) => void
}

/**
 * The select shows its value ("All statuses", "Open"), so in a toolbar its label is for
 * assistive technology only; the name stays what a person would say.
 */
export function FilterSelect({ filter, value, onChange }: FilterSelectProps) {
  return (
    <StyledFilter label={filter.label} hideLabel>
      {(control) => (
        <StyledToolbarSelect
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{filter.allLabel}</option>
          {filter.options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </StyledToolbarSelect>
      )}
    </StyledFilter>
  )
}

const StyledToolbarSelect = styled(StyledSelect)`
  height: ${({ theme }) => theme.layout.controlHeight.md};
  padding-top: 0;
  padding-bottom: 0;
`

// The label is hidden, so no gap above the control: it lines up with the search box.
const StyledFilter = styled(Field)`
  flex: 0 1 220px;
  gap: 0;
`
