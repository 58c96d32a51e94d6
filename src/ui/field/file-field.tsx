import type { ComponentPropsWithRef, ReactNode } from 'react'
import styled from 'styled-components'
import { Field } from './field'

export interface FileFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'onChange' | 'children'
> {
  label: ReactNode
  onChange: (files: File[]) => void
  /** The files chosen so far, listed under the control. */
  files?: File[]
  hint?: ReactNode
  error?: string | null
}

export function FileField({
  label,
  onChange,
  files,
  hint,
  error,
  id,
  required,
  ...input
}: FileFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={required}>
      {(control) => (
        <>
          <StyledFileInput
            {...input}
            {...control}
            type="file"
            onChange={(event) => onChange(Array.from(event.target.files ?? []))}
            $invalid={Boolean(error)}
          />
          {files && files.length > 0 ? (
            <StyledFileList aria-label="Selected files">
              {files.map((f) => (
                <li key={`${f.name}-${f.size}-${f.lastModified}`}>{f.name}</li>
              ))}
            </StyledFileList>
          ) : null}
        </>
      )}
    </Field>
  )
}

const StyledFileInput = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px dashed
    ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colours.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colours.surface};
    color: ${({ theme }) => theme.colours.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

const StyledFileList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`
