import styled from 'styled-components'

/** The investor portal's bottom bar on small screens (DESIGN.md); the dock sits above it. */
const BOTTOM_BAR_HEIGHT = '64px'
const TRIGGER_HEIGHT = '32px'

/** Bottom-left, out of the way; everything else on the page stays clickable around it. */
export const StyledDock = styled.aside`
  position: fixed;
  left: ${({ theme }) => theme.space.md};
  bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.zIndices.overlay - 1};
  display: flex;
  flex-direction: column-reverse;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  /* The dock's own box must not swallow clicks meant for the page beside the button. */
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }

  ${({ theme }) => theme.media.down('md')} {
    left: ${({ theme }) => theme.space.xs};
    bottom: calc(
      ${BOTTOM_BAR_HEIGHT} + ${({ theme }) => theme.space.xs} + env(safe-area-inset-bottom, 0px)
    );
  }
`

export const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  height: ${TRIGGER_HEIGHT};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colours.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colours.surfaceHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

export const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(400px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  max-height: calc(100dvh - ${TRIGGER_HEIGHT} - 4 * ${({ theme }) => theme.space.md});
  overflow: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.down('md')} {
    width: calc(100vw - 2 * ${({ theme }) => theme.space.xs});
    max-height: calc(
      100dvh - ${BOTTOM_BAR_HEIGHT} - ${TRIGGER_HEIGHT} - 4 * ${({ theme }) => theme.space.xs}
    );
  }
`

/** Stays in view while the panel scrolls, so Close is always at hand. */
export const StyledHeader = styled.div`
  position: sticky;
  top: calc(-1 * ${({ theme }) => theme.space.sm});
  z-index: 1;
  margin: ${({ theme }) => `-${theme.space.sm} 0 0`};
  padding: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.xxs}`};
  background: ${({ theme }) => theme.colours.surface};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`

export const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
