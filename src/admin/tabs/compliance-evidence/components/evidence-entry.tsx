import styled from 'styled-components'
import { formatDateTime } from '@/lib/format'
import { FactGrid, Row, StatusBadge } from '@/ui'
import { EVENT_LABELS, type EvidenceItem } from '../model/types'

function actorText(item: EvidenceItem, investorId: number): string {
  if (!item.actor) return 'Recorded by the system'
  return item.actor.id === investorId ? 'By the investor' : `By ${item.actor.name}`
}

/** One step: when, what, by whom, and what was shown and chosen. */
export function EvidenceEntry({ item, investorId }: { item: EvidenceItem; investorId: number }) {
  const failed = item.details.some((d) => d.label === 'Result' && d.value === 'Failed')
  return (
    <StyledEntry>
      <StyledHead>
        <time dateTime={item.occurred_at}>{formatDateTime(item.occurred_at)}</time>
        <StatusBadge tone={failed ? 'danger' : 'neutral'}>{EVENT_LABELS[item.event]}</StatusBadge>
      </StyledHead>
      <StyledDescription>{item.description}</StyledDescription>
      <StyledActor>{actorText(item, investorId)}</StyledActor>
      {item.details.length ? (
        <StyledDetails $min="180px">
          {item.details.map((d, i) => (
            <div key={`${d.label}-${i}`}>
              <dt>{d.label}</dt>
              <dd>
                {d.value
                  ? d.label === 'Cooldown until'
                    ? formatDateTime(d.value) || d.value
                    : d.value
                  : '—'}
              </dd>
            </div>
          ))}
        </StyledDetails>
      ) : null}
    </StyledEntry>
  )
}

const StyledEntry = styled.li`
  position: relative;
  padding: ${({ theme }) => `${theme.space.sm} 0 ${theme.space.md} ${theme.space.lg}`};
  border-left: 2px solid ${({ theme }) => theme.colours.border};

  &::before {
    content: '';
    position: absolute;
    left: -6px;
    top: ${({ theme }) => theme.space.md};
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colours.primary};
  }
`

const StyledHead = styled(Row)`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledDescription = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledActor = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledDetails = styled(FactGrid)`
  margin-top: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
