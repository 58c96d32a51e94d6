import { useId } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatDate, formatGBP, formatPercent } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { ProgressBar, Row, Stack } from '@/ui'
import { opportunityPath } from '../model/paths'

type Opportunity = RecordOf<'investment-opportunities'>

const percentOf = (o: Opportunity) => {
  if (typeof o.percentage_raised === 'number') return o.percentage_raised
  const target = Number(o.target_amount)
  return target > 0 ? (Number(o.raised_amount) / target) * 100 : 0
}

/** A small card for the overview: the name (opening the opportunity), progress and close date. */
export function OpportunityTeaser({ opportunity: o }: { opportunity: Opportunity }) {
  const titleId = useId()
  const percent = percentOf(o)
  const percentText = formatPercent(percent, 1)
  return (
    <StyledCard as="article" $gap="xs" aria-labelledby={titleId}>
      <StyledTitle id={titleId}>
        <Link to={opportunityPath(o.slug)}>{o.name}</Link>
      </StyledTitle>
      <StyledMuted>{o.company_name}</StyledMuted>
      <StyledRaised $nowrap $align="stretch" $gap="xs" $justify="space-between">
        <span>
          <strong>{formatGBP(o.raised_amount, { pence: 'never' })}</strong> of{' '}
          {formatGBP(o.target_amount, { pence: 'never' })}
        </span>
        <span>{percentText}</span>
      </StyledRaised>
      <ProgressBar
        percent={percent}
        label="Raised so far"
        valueText={`${percentText} of the ${formatGBP(o.target_amount)} target`}
      />
      <StyledMuted>
        {o.close_date ? `Closes ${formatDate(o.close_date)}` : 'Closing date to be confirmed'}
      </StyledMuted>
    </StyledCard>
  )
}

const StyledCard = styled(Stack)`
  position: relative;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  transition: border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.easing}`};

  &:hover {
    border-color: ${({ theme }) => theme.colours.borderStrong};
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
  }
`

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  a {
    color: ${({ theme }) => theme.colours.text};
    text-decoration: none;
  }

  /* The whole card opens the opportunity; the link stays the one control. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }

  a:focus-visible {
    outline: none;
  }
`

const StyledMuted = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledRaised = styled(Row)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`
