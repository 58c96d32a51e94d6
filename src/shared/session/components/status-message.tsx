import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { AlertIcon, CheckIcon, InfoIcon } from './icons'

type Tone = 'success' | 'info' | 'error'

export interface StatusMessageProps {
  /** Nothing is shown while empty; the live region itself stays so a later message is read. */
  children?: ReactNode
  tone?: Tone
}

const ICONS = { success: CheckIcon, info: InfoIcon, error: AlertIcon }

/**
 * A live region showing a success, information (role=status) or error (role=alert) message
 * in a calm panel. While empty it is taken out of the layout, not out of the page, so the
 * region exists before its message arrives (screen readers only announce changes).
 */
export function StatusMessage({ children, tone = 'success' }: StatusMessageProps) {
  const Icon = ICONS[tone]
  const empty = children === null || children === undefined || children === ''
  return (
    <StyledRegion role={tone === 'error' ? 'alert' : 'status'} $empty={empty}>
      {empty ? null : (
        <StyledMessage $tone={tone}>
          <StyledIcon $tone={tone}>
            <Icon />
          </StyledIcon>
          <span>{children}</span>
        </StyledMessage>
      )}
    </StyledRegion>
  )
}

const StyledRegion = styled.div<{ $empty: boolean }>`
  align-self: stretch;
  ${({ $empty }) =>
    $empty &&
    css`
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    `}
`

const StyledMessage = styled.p<{ $tone: Tone }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $tone }) =>
      $tone === 'success'
        ? theme.colours.success
        : $tone === 'error'
          ? theme.colours.danger
          : theme.colours.border};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colours.successSurface
      : $tone === 'error'
        ? theme.colours.dangerSurface
        : theme.colours.primarySubtle};
  color: ${({ theme }) => theme.colours.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`

const StyledIcon = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  flex: none;
  padding-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colours.success
      : $tone === 'error'
        ? theme.colours.danger
        : theme.colours.link};
`
