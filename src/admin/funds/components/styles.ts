import styled from 'styled-components'

export const StyledSection = styled.section`
  display: grid;
  /* Tracks no wider than the page: a wide table scrolls inside its own box instead. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`

export const StyledStack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`
