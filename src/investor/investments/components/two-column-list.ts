import styled, { css } from 'styled-components'

/**
 * A card's list of items, two to a row from md up, each a mark (a tick, a photo) beside its
 * text. `$roomy` spaces larger items (the team's photos and bios) further apart.
 */
export const StyledTwoColumnList = styled.ul<{ $roomy?: boolean }>`
  display: grid;
  gap: ${({ theme, $roomy }) => ($roomy ? theme.space.lg : theme.space.md)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${({ theme, $roomy }) => ($roomy ? theme.space.md : theme.space.sm)};
    ${({ $roomy }) =>
      $roomy &&
      css`
        align-items: flex-start;
      `}
  }
`
