import styled from 'styled-components'
import { AlertIcon } from '@/ui/primitives/icon'

export interface FormErrorProps {
  /** The form-level message; shown as the summary's heading. */
  message?: string | null
  /** Field messages, listed so none is missed (also those of fields not on screen). */
  errors?: string[]
}

/** The error summary at the top of a form; announced as an alert when it appears. */
export function FormError({ message, errors: all = [] }: FormErrorProps) {
  // Two fields wrong the same way (both percentages out of range) are one line: each field
  // already says it beside itself.
  const errors = [...new Set(all)]
  if (!message && errors.length === 0) return null
  return (
    <StyledFormError role="alert">
      <StyledIcon>
        <AlertIcon />
      </StyledIcon>
      <div>
        <StyledMessage>{message ?? 'Please correct the highlighted fields.'}</StyledMessage>
        {errors.length > 0 ? (
          <StyledList>
            {errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </StyledList>
        ) : null}
      </div>
    </StyledFormError>
  )
}

const StyledFormError = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.danger};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.dangerSurface};
  color: ${({ theme }) => theme.colours.text};
`

const StyledIcon = styled.span`
  display: inline-flex;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colours.danger};
`

const StyledMessage = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.danger};
`

const StyledList = styled.ul`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  padding-left: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
