import styled from 'styled-components'
import { Row, Stack } from '@/ui'

// Not a named region: the table is already one.
export const StyledSection = styled(Stack)`
  min-width: 0;
`

export const StyledHeading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
`

export const StyledCounts = styled(Row)`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`

export const StyledInvestor = styled(Stack)`
  > span:last-child {
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colours.textMuted};
  }
`

export const StyledHistory = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    grid-template-columns: 7rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }

  > li:last-child {
    border-bottom: 0;
  }

  time {
    color: ${({ theme }) => theme.colours.textMuted};
  }
`
