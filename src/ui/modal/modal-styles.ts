import styled, { keyframes } from 'styled-components'

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.98); }
  to { opacity: 1; transform: none; }
`

export const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`

const widths = { sm: '400px', md: '560px', lg: '800px' } as const
export type ModalSize = keyof typeof widths

export const StyledDialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - ${({ theme }) => theme.space.xl});
  overflow: hidden;
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${riseIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

export const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
`

export const StyledTitle = styled.h2`
  margin: 0;
  padding-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`

export const StyledDescription = styled.p`
  margin: 0;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  color: ${({ theme }) => theme.colours.textMuted};
`

export const StyledBody = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
`

export const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
`
