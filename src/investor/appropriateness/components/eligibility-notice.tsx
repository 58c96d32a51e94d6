import { useId } from 'react'
import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { AlertIcon, LinkButton, Row, Stack } from '@/ui'
import { StackList } from '@/investor/kit'
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
    <StyledNotice as="section" $gap="sm" aria-labelledby={id}>
      <StyledTitle as={level === 3 ? 'h3' : 'h2'} $nowrap $gap="xs" id={id}>
        <AlertIcon />
        {title}
      </StyledTitle>
      <StackList as="ul">
        {blocks.map((block) => (
          <StyledItem key={block.kind} as="li" $gap="xs" $align="flex-start">
            <p>{block.message}</p>
            {block.action ? (
              <LinkButton href={block.action.to} variant="secondary" onNavigate={navigate}>
                {block.action.label}
              </LinkButton>
            ) : null}
          </StyledItem>
        ))}
      </StackList>
    </StyledNotice>
  )
}

const StyledNotice = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid ${({ theme }) => theme.colours.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.warningSurface};
  color: ${({ theme }) => theme.colours.text};
`

const StyledTitle = styled(Row)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};

  svg {
    flex: none;
    color: ${({ theme }) => theme.colours.warning};
  }
`

const StyledItem = styled(Stack)`
  p {
    margin: 0;
  }
`
