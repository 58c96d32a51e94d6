import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import { Card, QueryStates, Stack } from '@/ui'
import { StackList } from '@/investor/kit'
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
            <StackList as="ul">
              {data.map((r) => (
                <Stack key={r.id} as="li" $gap="xxs">
                  <StyledLink to={`/investor/news/reports/${r.id}`}>{r.title}</StyledLink>
                  {r.published_at ? (
                    <StyledDate dateTime={r.published_at}>{formatDate(r.published_at)}</StyledDate>
                  ) : null}
                  {r.summary ? <StyledSummary>{r.summary}</StyledSummary> : null}
                </Stack>
              ))}
            </StackList>
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
