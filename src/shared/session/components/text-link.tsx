import styled from 'styled-components'
import { TextLink as UiTextLink } from '@/ui'

/** An in-app text link in the theme's link colour, underlined so it never relies on colour. */
export const TextLink = styled(UiTextLink)`
  text-decoration: underline;
  text-underline-offset: 2px;
`

/** A row of small links or a sentence with a link (under a form, in the layout's footer). */
export const LinkRow = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`
