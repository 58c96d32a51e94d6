import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { focusRing } from './text-link'

/** An in-app link underlined only under the pointer (a document, "View all", "Back"). */
export const PlainLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}
`
