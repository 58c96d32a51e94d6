import styled from 'styled-components'

/**
 * Facts as a definition list in a grid of columns at least `$min` wide (each `<div>` a `dt`
 * label over its `dd` value): a check's provider and dates, an opportunity's figures, an
 * evidence entry's details. `$strong`: the values stand out (figures).
 */
export const FactGrid = styled.dl<{ $min?: string; $strong?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '12rem' }) => $min}, 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme, $strong }) => ($strong ? theme.fontWeights.bold : 'inherit')};
  }
`
