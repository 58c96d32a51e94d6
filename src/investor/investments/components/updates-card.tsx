import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import { Card, QueryStates } from '@/ui'
import { opportunityUpdatesQuery } from '../api/opportunity-updates'

/** The opportunity's published updates, newest first, each opening in the news reader. */
export function UpdatesCard({ opportunityId }: { opportunityId: number }) {
  const query = useQuery(opportunityUpdatesQuery(opportunityId))
  return (
    <Card title="Updates">
      <QueryStates
        query={query}
        loading="Loading updates…"
        errorMessage="The updates could not be loaded."
      >
        {({ data }) =>
          data.length === 0 ? (
            <StyledEmpty>No updates have been published for this opportunity yet.</StyledEmpty>
          ) : (
            <StyledList>
              {data.map((r) => (
                <li key={r.id}>
                  <StyledLink to={`/investor/news/reports/${r.id}`}>{r.title}</StyledLink>
                  {r.published_at ? (
                    <StyledDate dateTime={r.published_at}>{formatDate(r.published_at)}</StyledDate>
                  ) : null}
                  {r.summary ? <StyledSummary>{r.summary}</StyledSummary> : null}
                </li>
              ))}
            </StyledList>
          )
        }
      </QueryStates>
    </Card>
  )
}

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
  }
`

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledDate = styled.time`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledSummary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
