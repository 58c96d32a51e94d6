import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Spinner } from '@/ui/primitives/spinner'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'
import { busyProps } from './busy-props'
import { StyledButton, type ButtonSize, type ButtonVariant } from './button-styles'

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, sets aria-busy and swallows clicks, while keeping focus on the button. */
  loading?: boolean
  /** Visible text while loading (e.g. "Submitting"); defaults to the normal label. */
  loadingText?: ReactNode
  icon?: ReactNode
  fullWidth?: boolean
}

/**
 * The product's button. Defaults to type="button" so it never submits a form by accident.
 * While loading it stays focusable (aria-disabled rather than disabled) so keyboard users do
 * not lose their place, and ignores activation.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingText,
  icon,
  fullWidth,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...busyProps(loading, rest['aria-disabled'], onClick)}
    >
      {loading ? <Spinner /> : icon}
      {loading && loadingText ? loadingText : children}
      {loading && !loadingText ? <VisuallyHidden>(loading)</VisuallyHidden> : null}
    </StyledButton>
  )
}
