import styled from 'styled-components'

// Not a named region: the table is already one, named "Transactions" (landmark-unique).
export const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`

export const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  > button {
    flex: none;
  }
`

export const StyledHeading = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
`

export const StyledTotal = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  color: ${({ theme }) => theme.colours.text};
  font-variant-numeric: tabular-nums;
`

export const StyledTotalLabel = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
