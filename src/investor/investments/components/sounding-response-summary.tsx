import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import { CheckIcon, Row } from '@/ui'
import { responseLabel, type MarketSounding } from '@/lib/market-soundings/market-sounding'

/** The answer on record: shown in place of the form, which is never offered twice. */
export function SoundingResponseSummary({ sounding }: { sounding: MarketSounding }) {
  if (!sounding.response) return null
  return (
    <StyledSummary $nowrap $align="stretch" role="status">
      <StyledIcon>
        <CheckIcon />
      </StyledIcon>
      <div>
        <StyledAnswer>
          You responded: <strong>{responseLabel(sounding.response)}</strong>
        </StyledAnswer>
        {sounding.responded_at ? (
          <StyledWhen>
            Recorded on{' '}
            <time dateTime={sounding.responded_at}>{formatDate(sounding.responded_at)}</time>. Your
            response cannot be changed here; contact us if your position changes.
          </StyledWhen>
        ) : null}
      </div>
    </StyledSummary>
  )
}

const StyledSummary = styled(Row)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.successSurface};
`

const StyledIcon = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colours.success};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
`

const StyledAnswer = styled.p`
  margin: 0;
`

const StyledWhen = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
