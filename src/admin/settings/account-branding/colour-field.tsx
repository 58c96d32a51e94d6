import { useId, useState } from 'react'
import styled from 'styled-components'
import { TextField } from '@/ui'
import { isHexColour, normaliseHex } from './brand-colours'

export interface ColourFieldProps {
  label: string
  /** The colour as `#rrggbb`. */
  value: string
  onChange: (hex: string) => void
  /** The host's error for the colours (a 422 on `colours`). */
  error?: string | null
  disabled?: boolean
}

/**
 * A colour as a picker and as a hex field, kept in step. A half-typed hex stays in the text
 * field (nothing typed is lost) and only a whole colour reaches the form; a bad one says so.
 */
export function ColourField({ label, value, onChange, error, disabled }: ColourFieldProps) {
  const [text, setText] = useState(value)
  const [touched, setTouched] = useState(false)
  const pickerId = useId()

  // A new value from the picker shows in the text field too (adjusted while rendering, as
  // React advises for state derived from a prop), unless the text already says it.
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    if (!(isHexColour(text) && normaliseHex(text) === value)) setText(value)
  }

  const invalid = touched && !isHexColour(text)
  const typed = (next: string) => {
    setText(next)
    if (isHexColour(next)) onChange(normaliseHex(next))
  }

  return (
    <StyledColourField>
      <StyledSwatch
        id={pickerId}
        type="color"
        value={value}
        aria-label={`${label}, colour picker`}
        disabled={disabled}
        onChange={(event) => typed(event.target.value)}
      />
      <TextField
        label={label}
        value={text}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        disabled={disabled}
        hint="A hex colour, e.g. #1d4f91"
        error={invalid ? 'Enter a colour as # and six hex digits, e.g. #1d4f91.' : error}
        onChange={(event) => typed(event.target.value)}
        onBlur={() => setTouched(true)}
      />
    </StyledColourField>
  )
}

const StyledColourField = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
`

const StyledSwatch = styled.input`
  /* Lines up with the text field's input, below its label. */
  margin-top: 1.75rem;
  width: 44px;
  height: 44px;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colours.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  &:disabled {
    cursor: not-allowed;
  }
`
