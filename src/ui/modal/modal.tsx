import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { IconButton } from '@/ui/button/icon-button'
import { CloseIcon } from '@/ui/primitives/icons'
import {
  StyledBackdrop,
  StyledBody,
  StyledDescription,
  StyledDialog,
  StyledFooter,
  StyledHeader,
  StyledTitle,
  type ModalSize,
} from './modal-styles'
import { useFocusTrap } from './use-focus-trap'

export interface ModalProps {
  open: boolean
  onClose: () => void
  /** The dialog's name (aria-labelledby). */
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  /** Actions, right-aligned below the content. */
  footer?: ReactNode
  /** Escape, a backdrop click and the close button close it (default true). */
  dismissible?: boolean
  /** Must be completed: no Escape, no backdrop close, no close button (e.g. accepting terms). */
  blocking?: boolean
  size?: ModalSize
  /** What to focus on open; by default the first focusable in the content. */
  initialFocusRef?: RefObject<HTMLElement | null>
}

/** Open modals, innermost last: only the top one answers Escape. */
const openStack: symbol[] = []

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null
  return createPortal(<ModalDialog {...props} />, document.body)
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
  blocking = false,
  size = 'md',
  initialFocusRef,
}: ModalProps) {
  const id = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const canDismiss = dismissible && !blocking
  useFocusTrap(dialogRef, true, { initial: initialFocusRef, preferred: bodyRef })

  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const me = Symbol('modal')
    openStack.push(me)
    const previousOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || openStack[openStack.length - 1] !== me) return
      event.preventDefault()
      if (canDismiss) onCloseRef.current()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      openStack.splice(openStack.indexOf(me), 1)
      if (openStack.length === 0) document.body.style.overflow = previousOverflow
    }
  }, [canDismiss])

  return (
    <StyledBackdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (canDismiss && event.target === event.currentTarget) onClose()
      }}
    >
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        $size={size}
      >
        <StyledHeader>
          <StyledTitle id={`${id}-title`}>{title}</StyledTitle>
          {blocking ? null : (
            <IconButton aria-label="Close" icon={<CloseIcon />} onClick={onClose} />
          )}
        </StyledHeader>
        {description ? (
          <StyledDescription id={`${id}-description`}>{description}</StyledDescription>
        ) : null}
        <StyledBody ref={bodyRef}>{children}</StyledBody>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledDialog>
    </StyledBackdrop>
  )
}
