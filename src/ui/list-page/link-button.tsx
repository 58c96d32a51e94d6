import type { MouseEvent, ReactNode } from 'react'
import { StyledButton, type ButtonVariant } from '@/ui/button/button-styles'

export interface LinkButtonProps {
  href: string
  children: ReactNode
  variant?: ButtonVariant
  icon?: ReactNode
  /**
   * Client-side navigation, e.g. react-router's `navigate`; ui never imports a router. A
   * modified click (new tab, new window) is left to the browser, as a router link would.
   */
  onNavigate?: (href: string) => void
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/** A link that looks like a button: for actions that open a page (e.g. "New deal"). */
export function LinkButton({
  href,
  children,
  variant = 'primary',
  icon,
  onNavigate,
}: LinkButtonProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || event.defaultPrevented || !plainClick(event)) return
    event.preventDefault()
    onNavigate(href)
  }
  return (
    <StyledButton as="a" href={href} onClick={onClick} $variant={variant} $size="md">
      {icon}
      {children}
    </StyledButton>
  )
}
