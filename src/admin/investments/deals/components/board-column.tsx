import { useMemo, useState, type DragEvent } from 'react'
import styled, { css } from 'styled-components'
import { countNoun, formatGBP } from '@/lib/format'
import { Button, Stack } from '@/ui'
import type { BoardColumn as Column, BoardDeal, BoardStage } from '../model/board-deal'
import { DEAL_DRAG_TYPE, DealCard } from './deal-card'

/** Cards rendered per column at first and per "Show more": a 500-deal stage stays light. */
export const CARDS_PER_STEP = 20

export interface BoardColumnProps {
  column: Column
  stages: readonly BoardStage[]
  canMove: boolean
  /** The deal being dragged, if any (from this column or another). */
  dragging: BoardDeal | null
  onMove: (deal: BoardDeal, stage: BoardStage) => void
  onDragStart: (deal: BoardDeal) => void
  onDragEnd: () => void
  moveButtonRef: (id: number, el: HTMLButtonElement | null) => void
  now: Date
}

export function BoardColumn({
  column,
  stages,
  canMove,
  dragging,
  onMove,
  onDragStart,
  onDragEnd,
  moveButtonRef,
  now,
}: BoardColumnProps) {
  const { stage, deals, totalSought } = column
  const [shown, setShown] = useState(CARDS_PER_STEP)
  const [over, setOver] = useState(false)
  // One array per column, so the memoised cards do not re-render on every board render.
  const targets = useMemo(() => stages.filter((s) => s.id !== stage.id), [stages, stage.id])
  const droppable = canMove && dragging !== null && dragging.pipeline_stage_id !== stage.id
  const headingId = `stage-${stage.id}-heading`
  const count = deals.length

  const onDragOver = (event: DragEvent) => {
    if (!droppable) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'move'
    if (!over) setOver(true)
  }
  const onDrop = (event: DragEvent) => {
    setOver(false)
    if (!droppable || !dragging) return
    event.preventDefault()
    if (event.dataTransfer.getData(DEAL_DRAG_TYPE) === String(dragging.id)) onMove(dragging, stage)
    onDragEnd()
  }

  return (
    <StyledColumn
      $gap="sm"
      as="section"
      aria-labelledby={headingId}
      data-stage-id={stage.id}
      $over={over && droppable}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false)
      }}
      onDrop={onDrop}
    >
      <StyledHeader $colour={stage.colour ?? undefined}>
        <h2 id={headingId}>{stage.name}</h2>
        <p>
          <span>{countNoun(count, 'deals')}</span>
          <span aria-hidden="true"> · </span>
          <span>{formatGBP(totalSought, { pence: 'never' })} sought</span>
        </p>
      </StyledHeader>
      {count === 0 ? (
        <StyledEmpty>No deals in this stage.</StyledEmpty>
      ) : (
        <StyledCards $gap="xs" as="ul">
          {deals.slice(0, shown).map((deal) => (
            <DealCard
              key={deal.id}
              deal={deal}
              targets={canMove ? targets : undefined}
              onMove={canMove ? onMove : undefined}
              onDragStart={onDragStart}
              onDragEnd={onDragEnd}
              moveButtonRef={moveButtonRef}
              now={now}
            />
          ))}
        </StyledCards>
      )}
      {count > shown ? (
        <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + CARDS_PER_STEP)}>
          Show {Math.min(CARDS_PER_STEP, count - shown)} more of {count - shown} in {stage.name}
        </Button>
      ) : null}
    </StyledColumn>
  )
}

const StyledColumn = styled(Stack)<{ $over: boolean }>`
  flex: 0 0 288px;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 2px dashed transparent;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  scroll-snap-align: start;

  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colours.primary};
      background: ${theme.colours.primarySubtle};
    `}

  ${({ theme }) => theme.media.down('md')} {
    flex-basis: min(85vw, 320px);
  }
`

const StyledHeader = styled.header<{ $colour?: string }>`
  padding: 0 ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.xs};
  border-bottom: 3px solid ${({ $colour, theme }) => $colour ?? theme.colours.border};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-variant-numeric: tabular-nums;
  }
`

const StyledCards = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm};
  border: 1px dashed ${({ theme }) => theme.colours.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`
