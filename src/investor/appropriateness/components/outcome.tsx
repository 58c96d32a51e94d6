import { useEffect, useRef, type ReactNode } from 'react'
import styled, { type DefaultTheme } from 'styled-components'
import { AlertIcon, CheckIcon, InfoIcon, Row, Stack } from '@/ui'

export type OutcomeTone = 'success' | 'danger' | 'info'

export interface OutcomeProps {
  tone: OutcomeTone
  /** The message in bold (SPEC §8 texts). */
  title: ReactNode
  children?: ReactNode
  /** Take focus when shown, so the result of a submit is read out and seen. */
  focusOnMount?: boolean
}

const icons: Record<OutcomeTone, ReactNode> = {
  success: <CheckIcon />,
  danger: <AlertIcon />,
  info: <InfoIcon />,
}

/** A result or a state of the test: passed, failed and waiting, not required. */
export function Outcome({ tone, title, children, focusOnMount }: OutcomeProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focusOnMount) ref.current?.focus()
  }, [focusOnMount])
  return (
    <StyledOutcome ref={ref} role="status" tabIndex={-1} $tone={tone} $nowrap $align="stretch">
      <StyledIcon $tone={tone}>{icons[tone]}</StyledIcon>
      <StyledBody $gap="xs">
        <StyledTitle>{title}</StyledTitle>
        {children}
      </StyledBody>
    </StyledOutcome>
  )
}

const surface = (theme: DefaultTheme, tone: OutcomeTone) =>
  tone === 'success'
    ? theme.colours.successSurface
    : tone === 'danger'
      ? theme.colours.dangerSurface
      : theme.colours.primarySubtle

const accent = (theme: DefaultTheme, tone: OutcomeTone) =>
  tone === 'success'
    ? theme.colours.success
    : tone === 'danger'
      ? theme.colours.danger
      : theme.colours.primary

const StyledOutcome = styled(Row)<{ $tone: OutcomeTone }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid ${({ theme, $tone }) => accent(theme, $tone)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => surface(theme, $tone)};
  color: ${({ theme }) => theme.colours.text};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

const StyledIcon = styled.span<{ $tone: OutcomeTone }>`
  display: inline-flex;
  flex: none;
  padding-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme, $tone }) => accent(theme, $tone)};
`

const StyledBody = styled(Stack)`
  min-width: 0;

  p {
    margin: 0;
  }
`

const StyledTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
