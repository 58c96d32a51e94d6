import type { ReactNode } from 'react'
import styled from 'styled-components'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'

/** An empty value that still says so to a screen reader (a bare dash reads as "dash"). */
export function NotSet() {
  return (
    <>
      <StyledDash aria-hidden="true">—</StyledDash>
      <VisuallyHidden>Not set</VisuallyHidden>
    </>
  )
}

/** The text as it is, or "Not set" when there is none. */
export const orNotSet = (text: string | null | undefined): ReactNode =>
  text === null || text === undefined || text === '' ? <NotSet /> : text

const StyledDash = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: break-word;
`
