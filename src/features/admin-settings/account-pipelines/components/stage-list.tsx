import { useEffect, useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import styled, { css } from 'styled-components'
import { Button, Icon, IconButton, movedText, moveItem, VisuallyHidden } from '@/ui'
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

type Control = 'handle' | 'up' | 'down'

const UpIcon = () => (
  <Icon>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
)
const DownIcon = () => (
  <Icon>
    <path d="M12 5v14M19 12l-7 7-7-7" />
  </Icon>
)
const GripIcon = () => (
  <Icon>
    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />
  </Icon>
)

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
  const listRef = useRef<HTMLOListElement>(null)
  const [announcement, setAnnouncement] = useState('')
  // A ref, not state: it is read once the new order has been drawn, and nothing renders from it.
  const focusAfter = useRef<{ id: number; control: Control } | null>(null)
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)

  // Focus follows the moved stage once its row has been drawn at the new place.
  useEffect(() => {
    const after = focusAfter.current
    if (!after) return
    const row = listRef.current?.querySelector(`[data-stage-id="${after.id}"]`)
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-control="${after.control}"]`)
    const target =
      wanted && !wanted.disabled
        ? wanted
        : row?.querySelector<HTMLButtonElement>('[data-control="handle"]')
    target?.focus()
    focusAfter.current = null
  }, [stages])

  const move = (from: number, to: number, control: Control | null) => {
    if (to < 0 || to >= stages.length || from === to) return
    const stage = stages[from]
    onReorder(moveItem(stages, from, to))
    setAnnouncement(movedText(stage.name, to + 1, stages.length))
    if (control) focusAfter.current = { id: stage.id, control }
  }

  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const to =
      event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? stages.length - 1
              : null
    if (to === null) return
    event.preventDefault()
    move(index, to, 'handle')
  }

  const dragProps = (index: number, stage: PipelineStage) =>
    canReorder
      ? {
          draggable: true,
          onDragStart: (e: DragEvent) => {
            setDragged(index)
            // Firefox starts a drag only with data set.
            e.dataTransfer?.setData('text/plain', String(stage.id))
            if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move'
          },
          onDragOver: (e: DragEvent) => {
            if (dragged === null) return
            e.preventDefault()
            setOver(index)
          },
          onDrop: (e: DragEvent) => {
            e.preventDefault()
            if (dragged !== null) move(dragged, index, null)
            setDragged(null)
            setOver(null)
          },
          onDragEnd: () => {
            setDragged(null)
            setOver(null)
          },
        }
      : {}

  return (
    <>
      {canReorder ? (
        <StyledHint id={hintId}>
          Drag a stage, or focus its handle and press the up and down arrow keys, to change the
          order of the columns on the deal board.
        </StyledHint>
      ) : null}
      <StyledList ref={listRef} aria-label={`Stages of ${pipelineName}`}>
        {stages.map((stage, index) => (
          <StyledRow
            key={stage.id}
            data-stage-id={stage.id}
            $dragging={dragged === index}
            $over={over === index && dragged !== null && dragged !== index}
            {...dragProps(index, stage)}
          >
            {canReorder ? (
              <StyledHandle
                type="button"
                data-control="handle"
                aria-label={`Reorder ${stage.name}, position ${index + 1} of ${stages.length}`}
                aria-describedby={hintId}
                onKeyDown={(e) => onHandleKey(e, index)}
              >
                <GripIcon />
              </StyledHandle>
            ) : null}
            <StyledPosition aria-hidden="true">{index + 1}</StyledPosition>
            <StyledSwatch aria-hidden="true" style={{ background: stage.colour }} />
            <StyledText>
              <StyledName>{stage.name}</StyledName>
              <StyledMeta>{plural(stage.deals_count ?? 0, 'deal')}</StyledMeta>
            </StyledText>
            <StyledActions>
              {canReorder ? (
                <>
                  <IconButton
                    size="sm"
                    data-control="up"
                    aria-label={`Move ${stage.name} up`}
                    icon={<UpIcon />}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  />
                  <IconButton
                    size="sm"
                    data-control="down"
                    aria-label={`Move ${stage.name} down`}
                    icon={<DownIcon />}
                    disabled={index === stages.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  />
                </>
              ) : null}
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
          </StyledRow>
        ))}
      </StyledList>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </>
  )
}

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`

const StyledRow = styled.li<{ $dragging: boolean; $over: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  ${({ $dragging }) =>
    $dragging &&
    css`
      opacity: 0.5;
    `}
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colours.focus};
      box-shadow: 0 0 0 1px ${theme.colours.focus};
    `}
`

const StyledHandle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  cursor: grab;

  &:hover {
    background: ${({ theme }) => theme.colours.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

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
