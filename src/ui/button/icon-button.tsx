import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Spinner } from '@/ui/primitives/spinner'
import { busyProps } from './busy-props'
import { StyledButton, type ButtonSize, type ButtonVariant } from './button-styles'

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Required: an icon has no text, so this is the button's only name. */
  'aria-label': string
  icon: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
  loading?: boolean
}

export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  type = 'button',
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $iconOnly
      {...busyProps(loading, rest['aria-disabled'], onClick)}
      title={rest.title ?? rest['aria-label']}
    >
      {loading ? <Spinner /> : icon}
    </StyledButton>
  )
}
