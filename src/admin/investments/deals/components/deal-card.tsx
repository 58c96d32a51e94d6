import { memo, type DragEvent } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatDate, formatGBP } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { Avatar, Row, Stack, VisuallyHidden } from '@/ui'
import { daysInStage, ownerName, type BoardDeal, type BoardStage } from '../model/board-deal'
import { MoveMenu } from './move-menu'

export const DEAL_DRAG_TYPE = 'application/x-pipeline-deal'

export interface DealCardProps {
  deal: BoardDeal
  /** The stages the card may move to; absent when the role may not move deals. */
  targets?: readonly BoardStage[]
  onMove?: (deal: BoardDeal, stage: BoardStage) => void
  onDragStart?: (deal: BoardDeal) => void
  onDragEnd?: () => void
  /** The board keeps the Move buttons to give focus back after a move. */
  moveButtonRef?: (id: number, el: HTMLButtonElement | null) => void
  now: Date
}

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value || '—'}</dd>
  </div>
)

/** One deal on the board: its name opens the deal record. */
export const DealCard = memo(function DealCard({
  deal,
  targets,
  onMove,
  onDragStart,
  onDragEnd,
  moveButtonRef,
  now,
}: DealCardProps) {
  const movable = Boolean(targets && onMove)
  const owner = ownerName(deal.owner)
  const start = (event: DragEvent) => {
    event.dataTransfer.effectAllowed = 'move'
    event.dataTransfer.setData(DEAL_DRAG_TYPE, String(deal.id))
    event.dataTransfer.setData('text/plain', deal.name)
    onDragStart?.(deal)
  }
  return (
    <StyledCard
      $gap="xs"
      as="li"
      draggable={movable}
      onDragStart={movable ? start : undefined}
      onDragEnd={movable ? onDragEnd : undefined}
      $movable={movable}
      data-deal-id={deal.id}
    >
      <StyledName>
        <Link to={`${ADMIN_PATHS.deals}/${deal.id}`} draggable={false}>
          {deal.name}
        </Link>
      </StyledName>
      <StyledCompany>{deal.company_name}</StyledCompany>
      <StyledFacts>
        <Fact label="Amount sought" value={formatGBP(deal.amount_sought, { pence: 'never' })} />
        <Fact label="Valuation" value={formatGBP(deal.valuation, { pence: 'never' })} />
        <Fact label="Expected close" value={formatDate(deal.expected_close_date)} />
        <Fact label="In stage" value={daysInStage(deal, now)} />
      </StyledFacts>
      <StyledFooter $gap="xs">
        <StyledOwner $nowrap $gap="xs">
          {owner ? (
            <>
              <Avatar
                name={deal.owner!.name}
                surname={deal.owner!.surname}
                id={deal.owner!.id}
                size="sm"
                decorative
              />
              <span>
                <VisuallyHidden>Owner: </VisuallyHidden>
                {owner}
              </span>
            </>
          ) : (
            <span>No owner</span>
          )}
        </StyledOwner>
        {movable ? (
          <MoveMenu
            dealName={deal.name}
            stages={targets!}
            onMove={(stage) => onMove!(deal, stage)}
            buttonRef={(el) => moveButtonRef?.(deal.id, el)}
          />
        ) : null}
      </StyledFooter>
    </StyledCard>
  )
})

const StyledCard = styled(Stack)<{ $movable: boolean }>`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  cursor: ${({ $movable }) => ($movable ? 'grab' : 'default')};

  &:hover {
    border-color: ${({ theme }) => theme.colours.borderStrong};
  }
`

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  a {
    color: ${({ theme }) => theme.colours.link};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

const StyledCompany = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    font-variant-numeric: tabular-nums;
  }
`

const StyledFooter = styled(Stack)`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
`

const StyledOwner = styled(Row)`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`
