import type { ReactNode } from 'react'
import styled from 'styled-components'
import { PageForm } from './page-form'
import { useFieldsForm, type FieldsFormOptions } from './use-fields-form'

export interface FieldsFormProps<T> extends FieldsFormOptions<T> {
  /** The form's accessible name. */
  label: string
  submitLabel: ReactNode
  onCancel: () => void
}

/**
 * The fields dialog's form laid out in the page (a card's "Add figures"): the fields in a
 * grid, wide ones across it, then Cancel and submit.
 */
export function FieldsForm<T>({ label, submitLabel, onCancel, ...options }: FieldsFormProps<T>) {
  const form = useFieldsForm(options)
  return (
    <PageForm
      aria-label={label}
      submission={form.submission}
      onSubmit={form.onSubmit}
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <StyledGrid>
        {form.drawn.map(({ field, control }) => (
          <StyledCell key={field.name} $wide={field.wide === true}>
            {control}
          </StyledCell>
        ))}
      </StyledGrid>
    </PageForm>
  )
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
`

const StyledCell = styled.div<{ $wide: boolean }>`
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`
