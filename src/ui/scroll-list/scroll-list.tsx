import type { ReactNode } from 'react'
import styled from 'styled-components'

export interface ScrollListProps {
  /** Names the region; it is focusable so keyboard users can scroll it. */
  label: string
  children: ReactNode
  className?: string
}

/** A list container capped at SPEC §9's height, max(250px, 55vh), scrolling beyond it. */
export function ScrollList({ label, children, className }: ScrollListProps) {
  return (
    <StyledScrollList role="region" aria-label={label} tabIndex={0} className={className}>
      {children}
    </StyledScrollList>
  )
}

export const StyledScrollList = styled.div`
  max-height: ${({ theme }) => theme.layout.scrollListMaxHeight};
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: -2px;
  }
`
