import styled, { css } from 'styled-components'
import { media } from '@/lib/theme'
import { Button, MoveButtons, stepTo, VisuallyHidden, type Reorderable } from '@/ui'
import type { OptionListConfig, OptionRow } from '../model/option-list'
import { capitalise } from '@/lib/format'

export interface OptionTableProps {
  config: OptionListConfig
  rows: OptionRow[]
  may: { update: boolean; delete: boolean }
  /** The rows' moves, focus and drag, from useReorderable. */
  reorder: Reorderable<OptionRow>
  onEdit: (row: OptionRow) => void
  onDelete: (row: OptionRow) => void
}

/**
 * The rows in their order. Staff who may edit drag a row by its handle, or press Move up /
 * Move down (the keyboard way); after a move, focus stays on the same button of the moved
 * row (or its other one at an end of the list). Narrow screens show each row as a card.
 */
export function OptionTable({ config, rows, may, reorder, onEdit, onDelete }: OptionTableProps) {
  const columns = config.columns ?? []

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
              $over={reorder.isOver(index)}
              $dragged={reorder.isDragged(index)}
              {...reorder.dragProps(index)}
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
                      <MoveButtons
                        index={index}
                        count={rows.length}
                        names={{ up: `Move “${row.name}” up`, down: `Move “${row.name}” down` }}
                        refOf={(direction) => reorder.refOf(row.id, direction)}
                        onMove={(direction) =>
                          reorder.move(index, stepTo(index, direction), direction)
                        }
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
