import { useState, type DragEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { Icon, IconButton } from '@/ui'

export interface OrderedListProps<T extends { id: number }> {
  items: T[]
  /** The list's accessible name ("Key points"). */
  label: string
  /** How an item is named in its buttons ("Move Strong margins up"), by item and position. */
  nameOf: (item: T, index: number) => string
  /** Called with the item's position and where it goes; absent: the list is in a fixed order. */
  onMove?: (from: number, to: number) => void
  children: (item: T, index: number) => ReactNode
}

const UpIcon = () => (
  <Icon>
    <path d="M6 15l6-6 6 6" />
  </Icon>
)
const DownIcon = () => (
  <Icon>
    <path d="M6 9l6 6 6-6" />
  </Icon>
)
const GripIcon = () => (
  <Icon>
    <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" strokeWidth={3} />
  </Icon>
)

/**
 * Rows that can be put in order by dragging one onto another's place, or from the keyboard
 * with each row's move up/down buttons (which keep the focus on the moved row). At an end the
 * button stays focusable (aria-disabled) so the focus is not dropped.
 */
export function OrderedList<T extends { id: number }>({
  items,
  label,
  nameOf,
  onMove,
  children,
}: OrderedListProps<T>) {
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault()
    if (dragged !== null && onMove) onMove(dragged, to)
    setDragged(null)
    setOver(null)
  }

  return (
    <StyledList aria-label={label}>
      {items.map((item, index) => {
        const name = nameOf(item, index)
        const first = index === 0
        const last = index === items.length - 1
        return (
          <StyledItem
            key={item.id}
            draggable={Boolean(onMove)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move'
              event.dataTransfer.setData('text/plain', String(item.id))
              setDragged(index)
            }}
            onDragOver={(event) => {
              if (dragged === null) return
              event.preventDefault()
              setOver(index)
            }}
            onDragLeave={() => setOver((o) => (o === index ? null : o))}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => {
              setDragged(null)
              setOver(null)
            }}
            $dragging={dragged === index}
            $over={over === index && dragged !== index}
          >
            {onMove ? (
              <StyledHandle>
                <StyledGrip title="Drag to reorder">
                  <GripIcon />
                </StyledGrip>
                <IconButton
                  aria-label={`Move ${name} up`}
                  icon={<UpIcon />}
                  variant="ghost"
                  size="sm"
                  aria-disabled={first || undefined}
                  onClick={() => !first && onMove(index, index - 1)}
                />
                <IconButton
                  aria-label={`Move ${name} down`}
                  icon={<DownIcon />}
                  variant="ghost"
                  size="sm"
                  aria-disabled={last || undefined}
                  onClick={() => !last && onMove(index, index + 1)}
                />
              </StyledHandle>
            ) : null}
            <StyledBody>{children(item, index)}</StyledBody>
          </StyledItem>
        )
      })}
    </StyledList>
  )
}

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledItem = styled.li<{ $dragging: boolean; $over: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme, $over }) => ($over ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
`

const StyledHandle = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;

  [aria-disabled='true'] {
    opacity: 0.4;
  }
`

const StyledGrip = styled.span`
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colours.textMuted};
  cursor: grab;
`

const StyledBody = styled.div`
  flex: 1;
  min-width: 0;
`
