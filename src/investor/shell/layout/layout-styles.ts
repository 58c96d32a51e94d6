import styled, { css } from 'styled-components'
import { BOTTOM_BAR_HEIGHT } from '../nav/bottom-nav-styles'

export const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  min-height: 100dvh;
  background: ${({ theme }) => theme.colours.background};
`

/** Header and risk banner stay in view: the banner must remain visible while scrolling. */
export const StyledTop = styled.div`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
`

export const StyledMain = styled.main<{ $bottomBar: boolean }>`
  flex: 1 0 auto;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.xxl}`};
  }

  /* Room for the fixed bottom bar, so the end of the page never hides behind it; the first
     line serves engines without env(). */
  ${({ $bottomBar, theme }) =>
    $bottomBar &&
    css`
      padding-bottom: calc(${BOTTOM_BAR_HEIGHT} + ${theme.space.lg});
      padding-bottom: calc(
        ${BOTTOM_BAR_HEIGHT} + env(safe-area-inset-bottom, 0px) + ${theme.space.lg}
      );
    `}

  /* Focused only by the skip link; the ring would frame the whole page. */
  &:focus {
    outline: none;
  }
`

export const StyledSkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  background: ${({ theme }) => theme.colours.primary};
  color: ${({ theme }) => theme.colours.onPrimary};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  transform: translateY(calc(-100% - ${({ theme }) => theme.space.md}));

  &:focus {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  &:hover {
    color: ${({ theme }) => theme.colours.onPrimary};
  }
`
