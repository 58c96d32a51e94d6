import styled from 'styled-components'

export const StyledTopNav = styled.nav`
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
`

/** The scrolling track: links and the indicator share it, so the bar scrolls with its tab. */
export const StyledTrack = styled.div`
  position: relative;
  display: flex;
  height: 100%;
  /* Only long tenant labels overflow; the scrollbar then shows there is more. */
  overflow-x: auto;
  scrollbar-width: thin;
`

export const StyledList = styled.ul`
  display: flex;
  align-items: stretch;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
  }
`

export const StyledTopLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  transition: color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  /* Six tabs, the logo and the bell share 768px, so the tabs grow with the window. */
  ${({ theme }) => theme.media.up('lg')} {
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
  }

  li + li & {
    ${({ theme }) => theme.media.up('lg')} {
      margin-left: ${({ theme }) => theme.space.xxs};
    }
  }

  ${({ theme }) => theme.media.up('xl')} {
    padding: ${({ theme }) => `0 ${theme.space.md}`};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &:hover {
    color: ${({ theme }) => theme.colours.text};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colours.link};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -4px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`

export const StyledIndicator = styled.span`
  position: absolute;
  left: 0;
  bottom: 0;
  width: 0;
  height: 3px;
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  background: ${({ theme }) => theme.colours.link};
  opacity: 0;
  pointer-events: none;

  &[data-animate='true'] {
    transition:
      transform ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`},
      width ${({ theme }) => `${theme.motion.normal} ${theme.motion.easing}`},
      opacity ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    &[data-animate='true'] {
      transition: none;
    }
  }
`
