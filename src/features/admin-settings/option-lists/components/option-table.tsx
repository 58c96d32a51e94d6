import { useLayoutEffect, useRef, useState, type DragEvent, type RefObject } from 'react'
import styled, { css } from 'styled-components'
import { media } from '@/lib/theme'
import { Button, IconButton, VisuallyHidden } from '@/ui'
import type { OptionListConfig, OptionRow } from '../model/option-list'
import { capitalise } from '@/lib/format'

/** Which row's Move button takes focus after a keyboard move (the row itself has moved). */
export interface RowFocus {
  id: number
  button: 'up' | 'down'
}

export interface OptionTableProps {
  config: OptionListConfig
  rows: OptionRow[]
  may: { update: boolean; delete: boolean }
  focusNextRef: RefObject<RowFocus | null>
  onMove: (row: OptionRow, by: -1 | 1, how: 'keyboard' | 'drag') => void
  onDrop: (row: OptionRow, to: number) => void
  onEdit: (row: OptionRow) => void
  onDelete: (row: OptionRow) => void
}

/**
 * The rows in their order. Staff who may edit drag a row by its handle, or press Move up /
 * Move down (the keyboard way); after a move, focus stays on the same button of the moved
 * row (or its other one at an end of the list). Narrow screens show each row as a card.
 */
export function OptionTable({
  config,
  rows,
  may,
  focusNextRef,
  onMove,
  onDrop,
  onEdit,
  onDelete,
}: OptionTableProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement | null>())
  const [dragId, setDragId] = useState<number | null>(null)
  const [overIndex, setOverIndex] = useState<number | null>(null)
  const columns = config.columns ?? []

  useLayoutEffect(() => {
    const want = focusNextRef.current
    if (!want) return
    focusNextRef.current = null
    const index = rows.findIndex((r) => r.id === want.id)
    const first = buttons.current.get(`${want.id}:${want.button}`)
    const other = buttons.current.get(`${want.id}:${want.button === 'up' ? 'down' : 'up'}`)
    const atEnd = want.button === 'up' ? index === 0 : index === rows.length - 1
    ;(atEnd ? other : first)?.focus()
  }, [rows, focusNextRef])

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault()
    const row = rows.find((r) => r.id === dragId)
    setDragId(null)
    setOverIndex(null)
    if (row) onDrop(row, to)
  }

  return (
    <StyledWrap>
      <StyledTable>
        <caption>
          <StyledCaption>
            {capitalise(config.plural)}, in the order they are offered
            {may.update ? ' (drag a row, or use Move up and Move down)' : ''}
          </StyledCaption>
        </caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Name</th>
            {columns.map((c) => (
              <th key={c.id} scope="col">
                {c.header}
              </th>
            ))}
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <StyledRow
              key={row.id}
              $over={overIndex === index && dragId !== null && dragId !== row.id}
              $dragged={dragId === row.id}
              draggable={may.update}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move'
                e.dataTransfer.setData('text/plain', String(row.id))
                setDragId(row.id)
              }}
              onDragEnd={() => {
                setDragId(null)
                setOverIndex(null)
              }}
              onDragOver={(e) => {
                if (dragId === null) return
                e.preventDefault()
                setOverIndex(index)
              }}
              onDrop={(e) => drop(e, index)}
            >
              <td data-label="Order">
                <StyledOrder>
                  {may.update ? (
                    <StyledHandle aria-hidden="true" title="Drag to reorder">
                      ⠿
                    </StyledHandle>
                  ) : null}
                  {index + 1}
                </StyledOrder>
              </td>
              <StyledName>{row.name}</StyledName>
              {columns.map((c) => (
                <td key={c.id} data-label={c.header}>
                  {c.cell(row)}
                </td>
              ))}
              <td>
                <StyledActions>
                  {may.update ? (
                    <>
                      <IconButton
                        ref={(el) => void buttons.current.set(`${row.id}:up`, el)}
                        aria-label={`Move “${row.name}” up`}
                        icon={<span aria-hidden="true">↑</span>}
                        variant="ghost"
                        size="sm"
                        disabled={index === 0}
                        onClick={() => onMove(row, -1, 'keyboard')}
                      />
                      <IconButton
                        ref={(el) => void buttons.current.set(`${row.id}:down`, el)}
                        aria-label={`Move “${row.name}” down`}
                        icon={<span aria-hidden="true">↓</span>}
                        variant="ghost"
                        size="sm"
                        disabled={index === rows.length - 1}
                        onClick={() => onMove(row, 1, 'keyboard')}
                      />
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Edit “${row.name}”`}
                        onClick={() => onEdit(row)}
                      >
                        Edit
                      </Button>
                    </>
                  ) : null}
                  {may.delete ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete “${row.name}”`}
                      onClick={() => onDelete(row)}
                    >
                      Delete
                    </Button>
                  ) : null}
                </StyledActions>
              </td>
            </StyledRow>
          ))}
        </tbody>
      </StyledTable>
    </StyledWrap>
  )
}

const StyledWrap = styled.div`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surface};
  overflow: hidden;
`

const StyledCaption = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
`

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colours.surfaceSubtle};
    border-block: 1px solid ${({ theme }) => theme.colours.border};
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-align: left;
    text-transform: uppercase;
    white-space: nowrap;
  }
  th:first-child {
    width: 5.5rem;
  }
  th:last-child {
    text-align: right;
  }

  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    vertical-align: middle;
  }
  tr:last-child td {
    border-bottom: 0;
  }

  /* Narrow screens: each row a small card, its columns labelled. */
  ${media.down('md')} {
    thead {
      display: none;
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: auto 1fr;
      align-items: center;
      column-gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
      border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    }
    tr:last-child {
      border-bottom: 0;
    }
    td {
      padding: ${({ theme }) => theme.space.xxs} 0;
      border: 0;
    }
    td[data-label]:not([data-label='Order']) {
      grid-column: 1 / -1;
    }
    td[data-label]:not([data-label='Order'])::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colours.textMuted};
    }
    td:last-child {
      grid-column: 1 / -1;
    }
  }
`

const StyledRow = styled.tr<{ $over: boolean; $dragged: boolean }>`
  ${({ $dragged }) =>
    $dragged &&
    css`
      opacity: 0.5;
    `}
  ${({ $over, theme }) =>
    $over &&
    css`
      box-shadow: inset 0 3px 0 ${theme.colours.primary};
    `}
  &[draggable='true'] {
    cursor: grab;
  }
`

const StyledOrder = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colours.textMuted};
  font-variant-numeric: tabular-nums;
`

const StyledHandle = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1;
`

const StyledName = styled.td`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  white-space: nowrap;
  gap: ${({ theme }) => theme.space.xxs};

  ${media.down('md')} {
    flex-wrap: wrap;
    justify-content: flex-start;
  }
`
