import styled from 'styled-components'

/** A page's vertical rhythm: header, then sections, evenly spaced. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space.xl};
  }
`

/** Main column and aside (two columns from lg, stacked below). */
export const PageColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr);
  }
`

/** Cards that flow into as many columns as fit. */
export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(${({ $min = '280px' }) => `min(${$min}, 100%)`}, 1fr)
  );
  gap: ${({ theme }) => theme.space.md};
`
