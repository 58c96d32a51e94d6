import { Link } from 'react-router-dom'
import styled, { css } from 'styled-components'

/** The focus ring of links and link-like controls, rounded like the controls. */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`

/** An in-app link that reads as text (change, back, resolve a block): the theme's link colour. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    color: ${({ theme }) => theme.colours.linkHover};
  }

  ${focusRing}
`
