import styled from 'styled-components'
import type { components } from '@/lib/api/schema.gen'
import { Card, CheckIcon } from '@/ui'

type KeyPoint = components['schemas']['KeyPoint']

/** The opportunity's headline points, in the order staff set. */
export function KeyPointsCard({ points }: { points: KeyPoint[] }) {
  if (points.length === 0) return null
  const ordered = [...points].sort((a, b) => a.order - b.order)
  return (
    <Card title="Key points">
      <StyledList>
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
      </StyledList>
    </Card>
  )
}

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`

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
