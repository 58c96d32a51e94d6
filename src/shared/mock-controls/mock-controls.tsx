import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { IconButton } from '@/ui'
import {
  StyledDock,
  StyledHeader,
  StyledPanel,
  StyledTitle,
  StyledTrigger,
} from './mock-controls-styles'
import { AccountSection } from './sections/account-section'
import { AppropriatenessSection } from './sections/appropriateness-section'
import { DataSection } from './sections/data-section'
import { DialectSection } from './sections/dialect-section'
import { FlagsSection } from './sections/flags-section'
import { NotifySection } from './sections/notify-section'
import { SimulateSection } from './sections/simulate-section'

// src/ui keeps its icons private; this is its close glyph.
const CloseGlyph = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
  </svg>
)

/**
 * Mock mode's panel for QA and sales (DESIGN.md "Mock mode"): switch account, flip feature
 * flags, push a notification, set the appropriateness test's result, simulate maintenance, an
 * outage or a slow network, switch the host's dialect (contract or stock Laravel), reset the
 * data. A non-modal dialog: the app stays usable beside it, so the effect of each control can
 * be watched as it happens. The app mounts it outside the routed pages (it must keep working on
 * /maintenance) and only in mock mode.
 */
export function MockControls() {
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = useId()
  const titleId = `${panelId}-title`

  useEffect(() => {
    if (open) panelRef.current?.focus()
  }, [open])

  const close = () => {
    setOpen(false)
    triggerRef.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    close()
  }

  return (
    <StyledDock aria-label="Mock mode">
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        Mock controls
      </StyledTrigger>
      {open ? (
        <StyledPanel
          ref={panelRef}
          id={panelId}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <StyledHeader>
            <StyledTitle id={titleId}>Mock controls</StyledTitle>
            <IconButton aria-label="Close" icon={<CloseGlyph />} onClick={close} />
          </StyledHeader>
          <AccountSection onSwitched={close} />
          <FlagsSection />
          <NotifySection />
          <AppropriatenessSection />
          <SimulateSection />
          <DialectSection />
          <DataSection />
        </StyledPanel>
      ) : null}
    </StyledDock>
  )
}
