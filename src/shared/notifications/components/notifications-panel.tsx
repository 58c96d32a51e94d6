import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
// The Modal has no side-sheet variant; the panel shares its focus trap rather than copy it.
import { IconButton, useFocusTrap } from '@/ui'
import type { NotificationScope } from '../api/types'
import { CloseIcon } from '@/ui'
import { NotificationsPanelContent } from './notifications-panel-content'
import {
  StyledPanel,
  StyledPanelBackdrop,
  StyledPanelHeader,
  StyledPanelTitle,
} from './panel-styles'

export interface NotificationsPanelProps {
  scope: NotificationScope
  open: boolean
  /** Escape, the close button, the backdrop, or following an in-app link. */
  onClose: () => void
  /** The dialog's id (the opener's aria-controls). */
  id?: string
}

/**
 * SPEC §2: the right-hand Notifications panel. A modal dialog named by its heading: focus
 * moves in and stays in, Escape / the close button / a backdrop click close it, and focus goes
 * back to whatever opened it (the bell).
 */
export function NotificationsPanel(props: NotificationsPanelProps) {
  if (!props.open || typeof document === 'undefined') return null
  return createPortal(<PanelDialog {...props} />, document.body)
}

function PanelDialog({ scope, onClose, id }: NotificationsPanelProps) {
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  useFocusTrap(dialogRef, true, { initial: closeRef })

  useEffect(() => {
    const previous = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = previous
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.preventDefault()
    event.stopPropagation()
    onClose()
  }

  return (
    <StyledPanelBackdrop
      data-testid="notifications-backdrop"
      onKeyDown={onKeyDown}
      onMouseDown={(event) => {
        if (event.target !== event.currentTarget) return
        // Stops the press from moving focus to the page after it went back to the bell.
        event.preventDefault()
        onClose()
      }}
    >
      <StyledPanel
        ref={dialogRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <StyledPanelHeader>
          <StyledPanelTitle id={titleId}>Notifications</StyledPanelTitle>
          <IconButton
            ref={closeRef}
            aria-label="Close notifications"
            icon={<CloseIcon />}
            onClick={onClose}
          />
        </StyledPanelHeader>
        <NotificationsPanelContent scope={scope} focusFallback={dialogRef} onNavigate={onClose} />
      </StyledPanel>
    </StyledPanelBackdrop>
  )
}
