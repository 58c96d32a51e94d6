import styled from 'styled-components'

/** Long terms scroll inside the dialog so the checkbox and Submit stay in reach. */
export const StyledTermsScroll = styled.div`
  max-height: min(45vh, 420px);
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

export const StyledPlainTerms = styled.div`
  white-space: pre-line;
  overflow-wrap: anywhere;
`

export const StyledTermsLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
`

export const StyledUnavailable = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colours.textMuted};
`
