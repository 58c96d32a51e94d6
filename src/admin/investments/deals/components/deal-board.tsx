import { useCallback, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { queryErrorMessage } from '@/lib/api'
import { EmptyState, ErrorState, LoadingState, Row, VisuallyHidden } from '@/ui'
import { boardDealsQuery, stagesQuery } from '../api/board-queries'
import { moveFailureReason, useMoveDeal, type MoveDeal } from '../api/use-move-deal'
import { useLiveBoard } from '../hooks/use-live-board'
import { boardColumns, inStageOrder, type BoardDeal, type BoardStage } from '../model/board-deal'
import { BoardColumn } from './board-column'

export interface DealBoardProps {
  pipelineId: number
  pipelineName: string
  canMove: boolean
  /** Where the role may edit the pipeline's stages (settings), if it may. */
  stagesLink: string | null
}

/** One pipeline's stages as columns of deal cards, moved by drag and drop or the Move menu. */
export function DealBoard({ pipelineId, pipelineName, canMove, stagesLink }: DealBoardProps) {
  const stages = useQuery(stagesQuery(pipelineId))
  const deals = useQuery(boardDealsQuery(pipelineId))
  useLiveBoard(pipelineId)
  const [announcement, setAnnouncement] = useState('')
  const [dragging, setDragging] = useState<BoardDeal | null>(null)
  // Read once per board: "days in stage" need not tick while the page is open.
  const [now] = useState(() => new Date())

  const refocus = useRef<{ deal: number; stage: number } | null>(null)

  const settled = useCallback(({ deal, from, to }: MoveDeal, error: unknown) => {
    // Put back: a keyboard user's focus goes back with the card.
    const active = document.activeElement
    if (error && (active === document.body || active?.closest(`[data-deal-id="${deal.id}"]`)))
      refocus.current = { deal: deal.id, stage: from.id }
    setAnnouncement(
      error
        ? `${deal.name} could not be moved to ${to.name} and stays in ${from.name}. ${moveFailureReason(error)}`
        : `${deal.name} moved to ${to.name}.`,
    )
  }, [])
  const move = useMoveDeal(pipelineId, settled)
  const mutate = move.mutate

  const stageList = stages.data
  const columns = useMemo(
    () => (stageList && deals.data ? boardColumns(stageList, deals.data) : []),
    [stageList, deals.data],
  )
  // From the stages alone, so a move (new deals) keeps every card's Move targets as they were.
  const ordered = useMemo(() => inStageOrder(stageList ?? []), [stageList])

  const onMove = useCallback(
    (deal: BoardDeal, to: BoardStage) => {
      const from = ordered.find((s) => s.id === deal.pipeline_stage_id)
      if (!from || from.id === to.id) return
      setAnnouncement(`Moving ${deal.name} to ${to.name}…`)
      // The card re-renders in its new column; its Move button takes the focus back there.
      if (document.activeElement?.closest(`[data-deal-id="${deal.id}"]`))
        refocus.current = { deal: deal.id, stage: to.id }
      mutate({ deal, from, to })
    },
    [ordered, mutate],
  )
  const moveButtonRef = useCallback((id: number, el: HTMLButtonElement | null) => {
    if (!el) return
    // The card's old button re-attaches too before it leaves: only the one in the new column.
    const wanted = refocus.current
    if (wanted?.deal === id && el.closest(`[data-stage-id="${wanted.stage}"]`)) {
      refocus.current = null
      el.focus()
    }
  }, [])
  const onDragStart = useCallback((deal: BoardDeal) => setDragging(deal), [])
  const onDragEnd = useCallback(() => setDragging(null), [])

  const failed = stages.isError ? stages : deals.isError ? deals : null
  if (failed) {
    return (
      <ErrorState
        title="The board could not be loaded"
        message={queryErrorMessage(failed.error) ?? undefined}
        onRetry={() => {
          void stages.refetch()
          void deals.refetch()
        }}
        retrying={stages.isFetching || deals.isFetching}
      />
    )
  }
  if (!stageList || !deals.data) return <LoadingState label="Loading the board…" showLabel />
  if (stageList.length === 0) {
    return (
      <EmptyState
        title="This pipeline has no stages"
        description={`Add stages to ${pipelineName} to see its deals as a board.`}
        action={stagesLink ? <Link to={stagesLink}>Set up the stages</Link> : undefined}
      />
    )
  }

  return (
    <>
      <StyledBoard
        $nowrap
        $align="flex-start"
        role="group"
        aria-label={`${pipelineName} board`}
        aria-busy={deals.isFetching}
      >
        {columns.map((column) => (
          <BoardColumn
            key={column.stage.id}
            column={column}
            stages={ordered}
            canMove={canMove}
            dragging={dragging}
            onMove={onMove}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            moveButtonRef={moveButtonRef}
            now={now}
          />
        ))}
      </StyledBoard>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  )
}

const StyledBoard = styled(Row)`
  /* The containing block of the cards' visually hidden text, which would else overflow the page. */
  position: relative;
  overflow-x: auto;
  padding-bottom: ${({ theme }) => theme.space.sm};
  scroll-snap-type: x proximity;
  overscroll-behavior-x: contain;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
  }
`
