import { useId, type ReactNode } from 'react'
import styled from 'styled-components'
import { PlainLink, Row, Stack } from '@/ui'

export interface OverviewSectionProps {
  title: string
  /** A link beside the title ("View Portfolio"). */
  action?: ReactNode
  children: ReactNode
}

/**
 * A titled part of the overview that sits on the page itself (its content brings its own
 * surfaces, e.g. the figures' cards), labelled by its heading.
 */
export function OverviewSection({ title, action, children }: OverviewSectionProps) {
  const id = useId()
  return (
    <StyledSection as="section" aria-labelledby={id}>
      <StyledHead $align="baseline" $gap="xs" $justify="space-between">
        <StyledTitle id={id}>{title}</StyledTitle>
        {action}
      </StyledHead>
      {children}
    </StyledSection>
  )
}

const StyledSection = styled(Stack)`
  min-width: 0;
`

const StyledHead = styled(Row)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

/** The "View all" links of the overview's sections. */
export const SectionLink = styled(PlainLink)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
