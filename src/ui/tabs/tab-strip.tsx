import type { ReactNode } from 'react'
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/primitives/icons'
import { StyledStrip, StyledStripButton, StyledStripViewport } from './tabs-styles'
import type { StripOverflow } from './use-tab-strip'

export interface TabStripProps {
  overflow: StripOverflow
  onStep: (side: 'start' | 'end') => void
  /** The scrolling list of tabs. */
  children: ReactNode
}

/**
 * The frame of a tab strip that may scroll sideways. While tabs are hidden, a fade marks each
 * end that hides some and a button beside each end scrolls to them; a button whose end is
 * reached stays in place (focus is not lost) and says it is unavailable.
 */
export function TabStrip({ overflow, onStep, children }: TabStripProps) {
  const scrolls = overflow.start || overflow.end
  const button = (side: 'start' | 'end') => {
    const able = overflow[side]
    return (
      <StyledStripButton
        type="button"
        $side={side}
        aria-label={side === 'start' ? 'Scroll tabs left' : 'Scroll tabs right'}
        aria-disabled={!able || undefined}
        onClick={() => {
          if (able) onStep(side)
        }}
      >
        {side === 'start' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
      </StyledStripButton>
    )
  }
  return (
    <StyledStrip>
      {scrolls ? button('start') : null}
      <StyledStripViewport
        data-hidden-start={overflow.start || undefined}
        data-hidden-end={overflow.end || undefined}
      >
        {children}
      </StyledStripViewport>
      {scrolls ? button('end') : null}
    </StyledStrip>
  )
}
