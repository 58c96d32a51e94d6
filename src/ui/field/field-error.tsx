import type { ReactNode } from 'react'
import { AlertIcon } from '@/ui/primitives/icon'
import { StyledError } from './field-styles'

/** A field's or a group's error, with its icon; `id` is what aria-describedby names. */
export function FieldError({ id, error }: { id?: string; error?: ReactNode }) {
  if (!error) return null
  return (
    <StyledError id={id}>
      <AlertIcon />
      {error}
    </StyledError>
  )
}
