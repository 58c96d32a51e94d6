import styled from 'styled-components'

export const StyledTopNav = styled.nav`
  flex: 1 1 auto;
  align-self: stretch;
  min-width: 0;
`

/** The scrolling track of the links. */
export const StyledTrack = styled.div`
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
  position: relative;
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

  /* The current tab's own underline: in place from the first paint (useUnderlineSlide
     slides it in when the current tab changes). */
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    height: 3px;
    border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
    background: ${({ theme }) => theme.colours.link};
    transform-origin: left;
    pointer-events: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -4px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`
