import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button, Row, TextField } from '@/ui'
import { PERIOD_PATTERN } from '../model/kpi-grid'

export interface AddPeriodFormProps {
  /** The periods already in the grid: a new one must differ. */
  periods: readonly string[]
  suggestion: string
  onAdd: (period: string) => void
}

/** A new period column: typed as YYYY-Qn or YYYY-MM, saved with its first values. */
export function AddPeriodForm({ periods, suggestion, onAdd }: AddPeriodFormProps) {
  const [period, setPeriod] = useState(suggestion)
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const value = period.trim().toUpperCase()
    if (!PERIOD_PATTERN.test(value)) return setError('Enter a period as 2026-Q3 or 2026-09.')
    if (periods.includes(value)) return setError(`${value} is already in the grid.`)
    setError(null)
    onAdd(value)
  }
  return (
    <StyledForm
      $align="flex-start"
      as="form"
      onSubmit={submit}
      noValidate
      aria-label="Add a period"
    >
      <TextField
        label="New period"
        hint="A quarter (2026-Q3) or a month (2026-09)."
        value={period}
        error={error}
        onChange={(e) => setPeriod(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Add period
      </Button>
    </StyledForm>
  )
}

const StyledForm = styled(Row)`
  & > :first-child {
    flex: 1 1 200px;
    max-width: 280px;
  }

  & > button {
    margin-top: 26px;
  }
`
