import { useEffect, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { IconButton } from '@/ui/button/icon-button'
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '@/ui/primitives/icons'
import type { ToastTone } from './toast-context'

interface ToastItemProps {
  message: ReactNode
  title?: ReactNode
  tone: ToastTone
  /** How long it stays, in ms; null until dismissed; by default 5 s, an error's 8 s. */
  duration?: number | null
  onDismiss: () => void
}

export const DEFAULT_TOAST_MS = 5000
export const ERROR_TOAST_MS = 8000

const icons: Record<ToastTone, ReactNode> = {
  info: <InfoIcon />,
  success: <CheckIcon />,
  warning: <AlertIcon />,
  error: <AlertIcon />,
}

/**
 * One toast. Errors and warnings are alerts (announced at once), the rest polite statuses.
 * The timer pauses while the pointer or focus is on it (WCAG 2.2.1); Escape or the button
 * dismisses it.
 */
export function ToastItem({ message, title, tone, duration, onDismiss }: ToastItemProps) {
  const [paused, setPaused] = useState(false)
  const remaining = useRef(
    duration === undefined ? (tone === 'error' ? ERROR_TOAST_MS : DEFAULT_TOAST_MS) : duration,
  )
  const onDismissRef = useRef(onDismiss)
  useEffect(() => {
    onDismissRef.current = onDismiss
  })

  useEffect(() => {
    if (paused || remaining.current === null) return
    const started = Date.now()
    const timer = window.setTimeout(() => onDismissRef.current(), remaining.current)
    return () => {
      window.clearTimeout(timer)
      if (remaining.current !== null) remaining.current -= Date.now() - started
    }
  }, [paused])

  const urgent = tone === 'error' || tone === 'warning'
  return (
    <StyledToast
      role={urgent ? 'alert' : 'status'}
      $tone={tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss()
      }}
    >
      <StyledIcon $tone={tone}>{icons[tone]}</StyledIcon>
      <StyledText>
        {title ? <strong>{title}</strong> : null}
        <span>{message}</span>
      </StyledText>
      <IconButton aria-label="Dismiss" icon={<CloseIcon />} size="sm" onClick={onDismiss} />
    </StyledToast>
  )
}

const StyledToast = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid
    ${({ theme, $tone }) =>
      ({
        info: theme.colours.primary,
        success: theme.colours.success,
        warning: theme.colours.warning,
        error: theme.colours.danger,
      })[$tone]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  pointer-events: auto;
`

const StyledIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  padding-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $tone }) =>
    ({
      info: theme.colours.link,
      success: theme.colours.success,
      warning: theme.colours.warning,
      error: theme.colours.danger,
    })[$tone]};
`

const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
