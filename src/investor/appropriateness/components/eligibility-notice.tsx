import { useId } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { AlertIcon, LinkButton } from '@/ui'
import type { EligibilityBlock } from '../model/eligibility'

export interface EligibilityNoticeProps {
  /** useInvestEligibility().blocks; nothing is rendered when empty. */
  blocks: readonly EligibilityBlock[]
  title?: string
  /** The heading's level in the page outline (default 2). */
  level?: 2 | 3
}

/** What still stands between the investor and investing, each with where to resolve it. */
export function EligibilityNotice({
  blocks,
  title = 'Before you can invest',
  level = 2,
}: EligibilityNoticeProps) {
  const navigate = useNavigate()
  const id = useId()
  if (blocks.length === 0) return null
  return (
    <StyledNotice aria-labelledby={id}>
      <StyledTitle as={level === 3 ? 'h3' : 'h2'} id={id}>
        <AlertIcon />
        {title}
      </StyledTitle>
      <StyledList>
        {blocks.map((block) => (
          <StyledItem key={block.kind}>
            <p>{block.message}</p>
            {block.action ? (
              <LinkButton href={block.action.to} variant="secondary" onNavigate={navigate}>
                {block.action.label}
              </LinkButton>
            ) : null}
          </StyledItem>
        ))}
      </StyledList>
    </StyledNotice>
  )
}

const StyledNotice = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid ${({ theme }) => theme.colours.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.warningSurface};
  color: ${({ theme }) => theme.colours.text};
`

const StyledTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colours.warning};
  }
`

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};

  p {
    margin: 0;
  }
`
