import { useId, useState } from 'react'
import styled from 'styled-components'
import { TextField, VisuallyHidden, type TextFieldProps } from '@/ui'

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** What the toggle shows or hides, read after "Show"/"Hide"; defaults to "password". */
  toggleNoun?: string
}

/**
 * A password input with a show/hide toggle in its label row. The toggle is a real button
 * named "Show password" / "Hide password" (the visible word is part of the name) and never
 * submits the form; the typed value is untouched when it is pressed.
 */
export function PasswordField({ id, toggleNoun = 'password', ...field }: PasswordFieldProps) {
  const autoId = useId()
  const inputId = id ?? `password${autoId}`
  const [visible, setVisible] = useState(false)
  return (
    <StyledWrap>
      <TextField {...field} id={inputId} type={visible ? 'text' : 'password'} />
      <StyledToggle type="button" aria-controls={inputId} onClick={() => setVisible((v) => !v)}>
        {visible ? 'Hide' : 'Show'}
        <VisuallyHidden> {toggleNoun}</VisuallyHidden>
      </StyledToggle>
    </StyledWrap>
  )
}

const StyledWrap = styled.div`
  position: relative;
`

const StyledToggle = styled.button`
  position: absolute;
  top: -${({ theme }) => theme.space.xxs};
  right: 0;
  min-height: 28px;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colours.link};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colours.linkHover};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 1px;
  }
`
