import styled, { css } from 'styled-components'
import { media } from '@/lib/theme'
import { MoveButtons, stepTo, VisuallyHidden, type Reorderable } from '@/ui'
import type { OptionListConfig, OptionRow } from '../model/option-list'
import type { OptionTexts } from '../model/option-texts'
import { moveNames, OptionActions } from './option-actions'

export interface OptionTableProps {
  config: OptionListConfig
  texts: OptionTexts
  /** The table's name. */
  caption: string
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
export function OptionTable({ config, caption, rows, reorder, ...row }: OptionTableProps) {
  const columns = config.columns ?? []
  const ordered = !config.fixedOrder
  return (
    <StyledWrap>
      <StyledTable>
        <caption>
          <StyledCaption>
            {caption}
            {reorder.movable ? ' (drag a row, or use Move up and Move down)' : ''}
          </StyledCaption>
        </caption>
        <thead>
          <tr>
            {ordered ? <th scope="col">Order</th> : null}
            <th scope="col">{config.nameHeader ?? 'Name'}</th>
            {columns.map((c) => (
              <th key={c.id} scope="col" data-align={c.align}>
                {c.header}
              </th>
            ))}
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item, index) => (
            <StyledRow
              key={item.id}
              $over={reorder.isOver(index)}
              $dragged={reorder.isDragged(index)}
              {...reorder.dragProps(index)}
            >
              {ordered ? (
                <td data-label="Order">
                  <StyledOrder>
                    {reorder.movable ? (
                      <StyledHandle aria-hidden="true" title="Drag to reorder">
                        ⠿
                      </StyledHandle>
                    ) : null}
                    {index + 1}
                  </StyledOrder>
                </td>
              ) : null}
              <StyledName>{config.nameCell?.(item) ?? item.name}</StyledName>
              {columns.map((c) => (
                <td key={c.id} data-label={c.header} data-align={c.align}>
                  {c.cell(item)}
                </td>
              ))}
              <td>
                <OptionActions
                  config={config}
                  {...row}
                  row={item}
                  moves={
                    reorder.movable ? (
                      <MoveButtons
                        index={index}
                        count={rows.length}
                        names={moveNames(row.texts.rowName(item))}
                        refOf={(direction) => reorder.refOf(item.id, direction)}
                        onMove={(direction) =>
                          reorder.move(index, stepTo(index, direction), direction)
                        }
                      />
                    ) : null
                  }
                />
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
  th:last-child,
  [data-align='right'] {
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
      text-align: left;
    }
    td[data-label]:not([data-label='Order'])::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colours.textMuted};
    }
    /* Without an Order cell beside it the name takes the whole line; a cell with nothing in
       it (no actions for this role) is no empty line: a phone shows no blank column. */
    td:last-child,
    td:first-child:not([data-label='Order']) {
      grid-column: 1 / -1;
    }
    td:empty {
      display: none;
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
