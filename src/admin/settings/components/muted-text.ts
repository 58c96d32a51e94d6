import styled from 'styled-components'

/** A muted paragraph: a page's or card's word of explanation, or what shows while a list is empty. */
export const MutedText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`
