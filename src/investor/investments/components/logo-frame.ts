import { css } from 'styled-components'

/** The framed, centred company logo of an opportunity, in its header and over its media. */
export const logoFrame = css`
  place-items: center;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};

  img {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`
