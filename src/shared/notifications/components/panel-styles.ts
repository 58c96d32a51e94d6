import styled, { keyframes } from 'styled-components'
import { Row } from '@/ui'

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`

/** The page behind, dimmed; a click on it closes the panel. */
export const StyledPanelBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: flex-start;
  justify-content: flex-end;
  background: ${({ theme }) => theme.colours.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`

/**
 * A right-hand sheet: the full width of a phone, 400px from the sm breakpoint up. It is as
 * tall as its content (the list itself stops at SPEC §9's scroll height), so a short or
 * capped list never leaves an empty sheet below it.
 */
export const StyledPanel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  ${({ theme }) => theme.media.up('sm')} {
    max-width: 400px;
    border-radius: ${({ theme }) => `0 0 0 ${theme.radii.lg}`};
  }

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -2px;
  }
`

export const StyledPanelHeader = styled(Row).attrs({
  $nowrap: true,
  $justify: 'space-between',
  $gap: 'md',
} as const)`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`

export const StyledPanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

export const StyledToolbar = styled(Row).attrs({
  $nowrap: true,
  $justify: 'space-between',
} as const)`
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`

export const StyledSummary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

export const StyledInlineError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.text};
  background: ${({ theme }) => theme.colours.dangerSurface};
  border-left: 4px solid ${({ theme }) => theme.colours.danger};
`

export const StyledPanelBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  display: flex;
  flex-direction: column;
`

export const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`
