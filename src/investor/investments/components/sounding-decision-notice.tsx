import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import type { MarketSounding } from '@/lib/market-soundings/market-sounding'

/**
 * The investor's decision on record. Agreed: they hold inside information until it is made
 * public (cleansed). Declined: nothing was shared, and nothing is asked of them.
 */
export function SoundingDecisionNotice({ sounding }: { sounding: MarketSounding }) {
  const when = (at: string) => <time dateTime={at}>{formatDate(at)}</time>
  if (sounding.declined_at)
    return (
      <StyledNotice role="status">
        <StyledLead>
          You declined to receive this information on {when(sounding.declined_at)}.
        </StyledLead>
        <StyledMuted>
          Nothing about it has been shared with you, so there is nothing to answer and you are not
          an insider on it. Contact us if you change your mind.
        </StyledMuted>
      </StyledNotice>
    )
  if (!sounding.agreed_at) return null
  return (
    <StyledNotice role="status">
      <StyledLead>You agreed to receive this information on {when(sounding.agreed_at)}.</StyledLead>
      <StyledMuted>
        {sounding.cleansed_at ? (
          <>
            It was made public on {when(sounding.cleansed_at)}: you are no longer an insider on it.
          </>
        ) : (
          <>
            You are an insider until it is made public: keep it confidential and do not deal in the
            securities concerned.
          </>
        )}
      </StyledMuted>
    </StyledNotice>
  )
}

const StyledNotice = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.primarySubtle};
`

const StyledLead = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledMuted = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
