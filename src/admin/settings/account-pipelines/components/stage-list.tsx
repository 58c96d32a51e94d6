import { useId } from 'react'
import styled from 'styled-components'
import { Button, moveItem, ReorderableList, Row, SectionNote, useReorderable } from '@/ui'
import type { PipelineStage } from '../api/pipelines'
import { plural } from '../model/paths'

export interface StageListProps {
  /** The pipeline's name, naming the list. */
  pipelineName: string
  stages: PipelineStage[]
  canReorder: boolean
  canRename: boolean
  canDelete: boolean
  /** The whole new order, after a drag or a keyboard move. */
  onReorder: (next: PipelineStage[]) => void
  onRename: (stage: PipelineStage) => void
  onDelete: (stage: PipelineStage) => void
}

/**
 * A pipeline's stages in board order. Reordered by dragging a row, or from the keyboard: the
 * handle moves its stage with the arrow keys and each row has Move up / Move down. Every move
 * is announced in a live region, and focus stays on the control that moved the stage.
 */
export function StageList({
  pipelineName,
  stages,
  canReorder,
  canRename,
  canDelete,
  onReorder,
  onRename,
  onDelete,
}: StageListProps) {
  const hintId = useId()
  const reorder = useReorderable({
    items: stages,
    keyOf: (stage) => stage.id,
    onMove: canReorder ? (from, to) => onReorder(moveItem(stages, from, to)) : undefined,
    spokenName: (stage) => stage.name,
  })

  return (
    <>
      {canReorder ? (
        <SectionNote id={hintId}>
          Drag a stage, or focus its handle and press the up and down arrow keys, to change the
          order of the columns on the deal board.
        </SectionNote>
      ) : null}
      <ReorderableList
        reorder={reorder}
        label={`Stages of ${pipelineName}`}
        names={(stage) => ({ up: `Move ${stage.name} up`, down: `Move ${stage.name} down` })}
        handle={{
          name: (stage, index) =>
            `Reorder ${stage.name}, position ${index + 1} of ${stages.length}`,
          describedBy: hintId,
        }}
      >
        {(stage, index, buttons) => (
          <Row>
            <StyledPosition aria-hidden="true">{index + 1}</StyledPosition>
            <StyledSwatch aria-hidden="true" style={{ background: stage.colour }} />
            <StyledText>
              <StyledName>{stage.name}</StyledName>
              <StyledMeta>{plural(stage.deals_count ?? 0, 'deal')}</StyledMeta>
            </StyledText>
            <StyledActions>
              {buttons}
              {canRename ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Rename ${stage.name}`}
                  onClick={() => onRename(stage)}
                >
                  Rename
                </Button>
              ) : null}
              {canDelete ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${stage.name}`}
                  onClick={() => onDelete(stage)}
                >
                  Delete
                </Button>
              ) : null}
            </StyledActions>
          </Row>
        )}
      </ReorderableList>
    </>
  )
}

const StyledPosition = styled.span`
  min-width: 1.5em;
  color: ${({ theme }) => theme.colours.textMuted};
  font-variant-numeric: tabular-nums;
  text-align: right;
`

const StyledSwatch = styled.span`
  width: 12px;
  height: 12px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.round};
`

const StyledText = styled.span`
  display: flex;
  flex: 1 1 10rem;
  flex-direction: column;
  min-width: 0;
`

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`
