import styled from 'styled-components'

/** Height of the bar without the safe area; the layout pads the page by the same amount. */
export const BOTTOM_BAR_HEIGHT = '64px'

export const StyledBottomNav = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colours.surface};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  box-shadow: ${({ theme }) => theme.shadows.md};
`

export const StyledBottomList = styled.ul`
  display: flex;
  height: ${BOTTOM_BAR_HEIGHT};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    flex: 1 1 0;
    display: flex;
    min-width: 0;
  }
`

export const StyledBottomLink = styled.a`
  position: relative;
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding: 0 1px;
  color: ${({ theme }) => theme.colours.textMuted};
  /* Tab-bar labels: six of them share 375px, as on the platforms' own tab bars. */
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: -0.01em;
  line-height: ${({ theme }) => theme.lineHeights.tight};

  ${({ theme }) => theme.media.up('sm')} {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    letter-spacing: normal;
  }
  text-decoration: none;

  svg {
    flex: none;
    font-size: 22px;
  }

  &:hover {
    color: ${({ theme }) => theme.colours.text};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colours.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  /* A short bar on top of the current item: colour is not the only cue. */
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 25%;
    right: 25%;
    height: 3px;
    border-radius: ${({ theme }) => `0 0 ${theme.radii.sm} ${theme.radii.sm}`};
    background: ${({ theme }) => theme.colours.link};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -4px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`

export const StyledBottomLabel = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
