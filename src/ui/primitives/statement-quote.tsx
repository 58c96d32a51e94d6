import styled from 'styled-components'

/**
 * A statement quoted word for word as someone agreed to it (an exemption statement, a
 * category's criteria): set apart from the page's own text, its line breaks kept.
 */
export const StatementQuote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  white-space: pre-line;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  background: ${({ theme }) => theme.colours.background};
  border-left: 4px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`
