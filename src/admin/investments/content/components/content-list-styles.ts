import styled from 'styled-components'

export const StyledMove = styled.div`
  display: flex;
  flex-direction: column;
`

export const StyledSummary = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  overflow-wrap: anywhere;

  h3,
  p {
    margin: 0;
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
