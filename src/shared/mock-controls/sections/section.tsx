import { useId, type ReactNode } from 'react'
import { StyledHeading, StyledSection } from './section-styles'

export interface SectionProps {
  title: string
  /** Name the section as a group (for a set of switches); plain headings name nothing else. */
  group?: boolean
  children: ReactNode
}

/** One titled block of the panel. */
export function Section({ title, group = false, children }: SectionProps) {
  const id = useId()
  return (
    <StyledSection role={group ? 'group' : undefined} aria-labelledby={group ? id : undefined}>
      <StyledHeading id={id}>{title}</StyledHeading>
      {children}
    </StyledSection>
  )
}
