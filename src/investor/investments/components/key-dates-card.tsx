import styled from 'styled-components'
import type { components } from '@/lib/api/schema.gen'
import { formatDate } from '@/lib/format'
import { Card } from '@/ui'
import { StackList } from '@/investor/kit'

type KeyDate = components['schemas']['KeyDate']

/** The raise's milestones as a timeline, earliest first. */
export function KeyDatesCard({ dates }: { dates: KeyDate[] }) {
  if (dates.length === 0) return null
  const ordered = [...dates].sort((a, b) => a.date.localeCompare(b.date))
  return (
    <Card title="Key dates">
      <StyledTimeline as="ol">
        {ordered.map((d) => (
          <li key={d.id}>
            <StyledDate dateTime={d.date}>{formatDate(d.date)}</StyledDate>
            <div>
              <StyledLabel>{d.label}</StyledLabel>
              {d.description ? <StyledText>{d.description}</StyledText> : null}
            </div>
          </li>
        ))}
      </StyledTimeline>
    </Card>
  )
}

const StyledTimeline = styled(StackList)`
  li {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colours.primarySubtle};
  }
`

const StyledDate = styled.time`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
`

const StyledLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledText = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
