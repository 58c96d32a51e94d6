import styled, { css, type DefaultTheme } from 'styled-components'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, (t: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.colours.primary};
    color: ${t.colours.onPrimary};
    border-color: ${t.colours.primary};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${t.colours.primaryHover};
      border-color: ${t.colours.primaryHover};
    }
    &:active:not([aria-disabled='true'], :disabled) {
      background: ${t.colours.primaryActive};
    }
  `,
  secondary: (t) => css`
    background: ${t.colours.surface};
    color: ${t.colours.text};
    border-color: ${t.colours.borderStrong};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${t.colours.surfaceHover};
    }
  `,
  ghost: (t) => css`
    background: transparent;
    color: ${t.colours.link};
    border-color: transparent;
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${t.colours.primarySubtle};
    }
  `,
  danger: (t) => css`
    background: ${t.colours.danger};
    color: ${t.colours.onDanger};
    border-color: ${t.colours.danger};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${t.colours.dangerHover};
      border-color: ${t.colours.dangerHover};
    }
  `,
}

const paddings: Record<ButtonSize, keyof DefaultTheme['space']> = { sm: 'sm', md: 'md', lg: 'lg' }

export const StyledButton = styled.button<{
  $variant: ButtonVariant
  $size: ButtonSize
  $fullWidth?: boolean
  $iconOnly?: boolean
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme, $size }) => theme.layout.controlHeight[$size]};
  min-width: ${({ theme, $size, $iconOnly }) => ($iconOnly ? theme.layout.controlHeight[$size] : 0)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: 0 ${({ theme, $size, $iconOnly }) => ($iconOnly ? '0' : theme.space[paddings[$size]])};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    border-color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ theme, $variant }) => variants[$variant](theme)}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  &:disabled {
    background: ${({ theme }) => theme.colours.disabledSurface};
    border-color: ${({ theme }) => theme.colours.disabledSurface};
    color: ${({ theme }) => theme.colours.disabledText};
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  svg {
    font-size: 1.15em;
  }
`
