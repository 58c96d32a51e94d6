import styled from 'styled-components'

// Its own module: /login's first chunk holds every module it uses whole, and the section
// styles beside it are the portals'.

/** The title of a page that stands alone (sign-in, a status page), in the heading font. */
export const StandaloneTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.text};
`
