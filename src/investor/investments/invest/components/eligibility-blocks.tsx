import styled from 'styled-components'
import { AlertIcon, Card, Row, TextLink } from '@/ui'
import { StackList } from '@/investor/kit'
import type { InvestBlock } from '../model/opportunity-ways'
import { StyledLead } from './invest-styles'

export interface EligibilityBlocksProps {
  /** The investor's own blocks (useInvestEligibility) and the opportunity's (investor type). */
  blocks: readonly InvestBlock[]
}

/** What stands between the investor and investing, each with where to resolve it. */
export function EligibilityBlocks({ blocks }: EligibilityBlocksProps) {
  return (
    <Card title="Before you can invest">
      <StyledLead>Please complete the following, then come back to this investment.</StyledLead>
      <StackList as="ul" $gap="sm">
        {blocks.map((block) => (
          <StyledItem key={block.kind} as="li" $nowrap $align="stretch">
            <StyledIcon aria-hidden="true">
              <AlertIcon />
            </StyledIcon>
            <div>
              <StyledMessage>{block.message}</StyledMessage>
              {block.action ? <TextLink to={block.action.to}>{block.action.label}</TextLink> : null}
            </div>
          </StyledItem>
        ))}
      </StackList>
    </Card>
  )
}

const StyledItem = styled(Row)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid ${({ theme }) => theme.colours.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.warningSurface};
`

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colours.warning};
`

const StyledMessage = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colours.text};
`
