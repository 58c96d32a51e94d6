import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import { InfoIcon, Row } from '@/ui'
import { pendingSoundingsQuery } from '../api/market-soundings'
import { pendingSoundingsText, soundingPath } from '@/lib/market-soundings/market-sounding'

/**
 * "You have N market soundings awaiting your response" (a decision or an answer), with a link
 * to each. Shown only while
 * some await an answer; quiet when the call fails (the list below is what the page is for).
 */
export function PendingSoundings() {
  const headingId = useId()
  const { data } = useQuery(pendingSoundingsQuery)
  const listed = data?.data ?? []
  // Declined ones stay unanswered on the host, yet nothing is asked of the investor any more.
  const pending = listed.filter((s) => !s.declined_at)
  if (pending.length === 0) return null
  return (
    <StyledNotice as="section" $nowrap $align="stretch" aria-labelledby={headingId}>
      <StyledIcon>
        <InfoIcon />
      </StyledIcon>
      <div>
        <StyledHeading id={headingId}>
          {pendingSoundingsText((data?.total ?? listed.length) - (listed.length - pending.length))}
        </StyledHeading>
        <StyledList>
          {pending.map((s) => (
            <li key={s.id}>
              {/* Named once agreed: until then what it is about is not disclosed, title too. */}
              <Link to={soundingPath(s.id)}>{s.opportunity_name ?? 'Market sounding'}</Link>
              <StyledDate> · sent {formatDate(s.created_at)}</StyledDate>
            </li>
          ))}
        </StyledList>
      </div>
    </StyledNotice>
  )
}

const StyledNotice = styled(Row)`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.primarySubtle};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
`

const StyledIcon = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colours.link};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1;
`

const StyledHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colours.link};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const StyledDate = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
`
