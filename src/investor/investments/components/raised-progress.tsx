import styled from 'styled-components'
import { formatGBP } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { ProgressBar, Row, Stack } from '@/ui'
import { percentRaised, percentText, timeLeft } from './opportunity-figures'

/** "£312,000 of £500,000 · 62%" over a progress bar, with the time left beneath. */
export function RaisedProgress({
  opportunity: o,
}: {
  opportunity: RecordOf<'investment-opportunities'>
}) {
  const percent = percentRaised(o)
  const left = timeLeft(o)
  return (
    <StyledProgress $gap="xs">
      <StyledLine $nowrap $align="stretch" $justify="space-between">
        <span>
          <strong>{formatGBP(o.raised_amount, { pence: 'never' })}</strong> of{' '}
          {formatGBP(o.target_amount, { pence: 'never' })}
        </span>
        <span>{percentText(percent)}</span>
      </StyledLine>
      <ProgressBar
        percent={percent}
        label="Raised so far"
        valueText={`${percentText(percent)} of the ${formatGBP(o.target_amount)} target`}
      />
      {left ? <StyledLeft>{left}</StyledLeft> : null}
    </StyledProgress>
  )
}

const StyledProgress = styled(Stack)`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`

const StyledLine = styled(Row)`
  font-variant-numeric: tabular-nums;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`

const StyledLeft = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
