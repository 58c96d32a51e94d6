import { useId, type ReactNode } from 'react'
import styled from 'styled-components'

export interface CardProps {
  /** Heading of the card; the card is a region labelled by it. */
  title?: ReactNode
  /** Heading level in the page outline (default 2). */
  level?: 2 | 3
  /** Links or buttons beside the title ("View all"). */
  actions?: ReactNode
  children: ReactNode
  className?: string
}

/** A surface holding one section of a page, titled when it stands on its own. */
export function Card({ title, level = 2, actions, children, className }: CardProps) {
  const id = useId()
  return (
    <StyledCard aria-labelledby={title ? id : undefined} className={className}>
      {title || actions ? (
        <StyledCardHead>
          {title ? (
            <StyledCardTitle as={level === 3 ? 'h3' : 'h2'} id={id}>
              {title}
            </StyledCardTitle>
          ) : (
            <span />
          )}
          {actions ? <StyledCardActions>{actions}</StyledCardActions> : null}
        </StyledCardHead>
      ) : null}
      {children}
    </StyledCard>
  )
}

const StyledCard = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`

const StyledCardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`

const StyledCardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

const StyledCardActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
