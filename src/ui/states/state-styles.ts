import styled from 'styled-components'

export const StyledState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.colours.textMuted};
`

export const StyledStateTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
`

export const StyledStateText = styled.p`
  margin: 0;
  max-width: 48ch;
`

export const StyledStateIcon = styled.span<{ $danger?: boolean }>`
  display: inline-flex;
  font-size: 32px;
  color: ${({ theme, $danger }) => ($danger ? theme.colours.danger : theme.colours.textMuted)};
`
