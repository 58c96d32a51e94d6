import styled from 'styled-components'

/** The offer-round form's layout: the terms' grid, the holders' cells, the footer. */
export const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;
`

export const StyledHolder = styled.span`
  display: flex;
  flex-direction: column;

  span {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

export const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
