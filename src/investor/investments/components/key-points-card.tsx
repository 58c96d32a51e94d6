import styled from 'styled-components'
import type { components } from '@/lib/api/schema.gen'
import { Card, CheckIcon } from '@/ui'
import { StyledTwoColumnList } from './two-column-list'

type KeyPoint = components['schemas']['KeyPoint']

/** The opportunity's headline points, in the order staff set. */
export function KeyPointsCard({ points }: { points: KeyPoint[] }) {
  if (points.length === 0) return null
  const ordered = [...points].sort((a, b) => a.order - b.order)
  return (
    <Card title="Key points">
      <StyledTwoColumnList>
        {ordered.map((p) => (
          <li key={p.id}>
            <StyledTick>
              <CheckIcon />
            </StyledTick>
            <div>
              <StyledTitle>{p.title}</StyledTitle>
              {p.body ? <StyledBody>{p.body}</StyledBody> : null}
            </div>
          </li>
        ))}
      </StyledTwoColumnList>
    </Card>
  )
}

const StyledTick = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colours.primarySubtle};
  color: ${({ theme }) => theme.colours.link};
`

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const StyledBody = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
