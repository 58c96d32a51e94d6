import type { ReactNode } from 'react'
import styled, { css } from 'styled-components'
import { Icon } from '@/ui/primitives/icon'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'
import { stepTo } from './move'
import { MoveButtons, type MoveButtonsProps } from './move-buttons'
import type { Reorderable } from './use-reorderable'
import type { Direction } from './use-move-focus'

export interface ReorderableListProps<T> {
  /** The list's state and moves, from useReorderable. */
  reorder: Reorderable<T>
  /** The list's accessible name ("Stages of Sales"). */
  label: string
  /** A row's Move buttons' names ("Move Sales up"), by item and position. */
  names: (item: T, index: number) => Record<Direction, string>
  /** Visible words on the Move buttons; absent, arrows. */
  words?: MoveButtonsProps['words']
  softEnds?: boolean
  /** Every Move button and drag off for now (a save is out, the form is read-only). */
  disabled?: boolean
  /** A handle button moving its row with the arrow keys, by its name ("Reorder Sales…"). */
  handle?: { name: (item: T, index: number) => string; describedBy?: string }
  /** The id of the element naming a row (its heading), for rows read as a whole. */
  labelledBy?: (item: T, index: number) => string
  /** Rows as bordered cards, or as lines split by a rule. */
  look?: 'cards' | 'lines'
  /** A row's content; `buttons` is its Move pair (absent when the order is fixed). */
  children: (item: T, index: number, buttons: ReactNode) => ReactNode
}

const GripIcon = () => (
  <Icon aria-hidden="true">
    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />
  </Icon>
)

/**
 * A list put in order by dragging a row onto another's place, or from the keyboard with
 * each row's Move up / Move down (and its handle's arrow keys, when it has one). Each move is
 * announced; focus stays on the control that moved the row.
 */
export function ReorderableList<T>({
  reorder,
  label,
  names,
  words,
  softEnds,
  disabled,
  handle,
  labelledBy,
  look = 'cards',
  children,
}: ReorderableListProps<T>) {
  const { items, keyOf } = reorder
  const { movable } = reorder
  return (
    <>
      <StyledList aria-label={label} $look={look}>
        {items.map((item, index) => {
          const key = keyOf(item)
          const buttons = movable ? (
            <MoveButtons
              index={index}
              count={items.length}
              names={names(item, index)}
              words={words}
              softEnds={softEnds}
              disabled={disabled}
              refOf={(direction) => reorder.refOf(key, direction)}
              onMove={(direction) => reorder.move(index, stepTo(index, direction), direction)}
            />
          ) : null
          return (
            <StyledRow
              key={key}
              $look={look}
              $dragging={reorder.isDragged(index)}
              $over={reorder.isOver(index)}
              aria-labelledby={labelledBy?.(item, index)}
              {...(disabled ? {} : reorder.dragProps(index))}
            >
              {movable && handle ? (
                <StyledHandle
                  type="button"
                  ref={reorder.refOf(key, 'handle')}
                  aria-label={handle.name(item, index)}
                  aria-describedby={handle.describedBy}
                  onKeyDown={(event) => reorder.onHandleKey(event, index)}
                >
                  <GripIcon />
                </StyledHandle>
              ) : null}
              {movable && !handle && !disabled ? (
                <StyledGrip title="Drag to reorder">
                  <GripIcon />
                </StyledGrip>
              ) : null}
              <StyledBody>{children(item, index, buttons)}</StyledBody>
            </StyledRow>
          )
        })}
      </StyledList>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {reorder.announcement}
      </VisuallyHidden>
    </>
  )
}

type Look = { $look: 'cards' | 'lines' }

const StyledList = styled.ol<Look>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $look }) => ($look === 'cards' ? theme.space.sm : 0)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledRow = styled.li<Look & { $dragging: boolean; $over: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $look, theme }) =>
    $look === 'cards'
      ? css`
          padding: ${theme.space.sm};
          border: 1px solid ${theme.colours.border};
          border-radius: ${theme.radii.md};
          background: ${theme.colours.surface};
        `
      : css`
          padding: ${theme.space.sm} 0;
          border-bottom: 1px solid ${theme.colours.border};
          &:last-child {
            border-bottom: 0;
          }
        `}
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  ${({ $over, theme }) =>
    $over &&
    css`
      border-color: ${theme.colours.focus};
      box-shadow: 0 0 0 1px ${theme.colours.focus};
    `}
  &[draggable='true'] {
    cursor: grab;
  }
  [aria-disabled='true'] {
    opacity: 0.4;
  }
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
  cursor: grab;

  &:hover {
    background: ${({ theme }) => theme.colours.surfaceHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`

const StyledGrip = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
`
