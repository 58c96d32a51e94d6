import styled from 'styled-components'
import { Checkbox, ReorderableList, Row, StatusBadge, useReorderable } from '@/ui'

export interface ShownItem {
  key: string
  /** As investors read it ("Current value"). */
  label: string
  hint?: string
  shown: boolean
}

export interface ShownListProps {
  /** The list's accessible name. */
  label: string
  items: ShownItem[]
  canEdit: boolean
  onMove: (from: number, to: number) => void
  onShow: (item: ShownItem, shown: boolean) => void
}

/**
 * Things investors see, in their order, each shown or hidden (at least one stays shown):
 * the portfolio's totals and a portfolio table's columns.
 */
export function ShownList({ label, items, canEdit, onMove, onShow }: ShownListProps) {
  const shownCount = items.filter((i) => i.shown).length
  const reorder = useReorderable({
    items,
    keyOf: (item) => item.key,
    onMove: canEdit ? onMove : undefined,
    spokenName: (item) => item.label,
  })
  return (
    <ReorderableList
      reorder={reorder}
      label={label}
      look="lines"
      names={(item) => ({ up: `Move up ${item.label}`, down: `Move down ${item.label}` })}
      words={{ up: 'Move up', down: 'Move down' }}
    >
      {(item, index, buttons) => (
        <Row $justify="space-between">
          <StyledName $nowrap $gap="xs" $align="flex-start">
            <span aria-hidden="true">{index + 1}.</span>
            <span>
              <strong>{item.label}</strong>
              {item.hint ? <StyledHint>{item.hint}</StyledHint> : null}
            </span>
            {item.shown ? null : <StatusBadge tone="neutral">Hidden</StatusBadge>}
          </StyledName>
          <Row $gap="xs">
            <Checkbox
              label="Shown"
              // The visible word plus which one, for a list of alike boxes.
              aria-label={`Shown: ${item.label}`}
              checked={item.shown}
              disabled={!canEdit || (item.shown && shownCount === 1)}
              onChange={(e) => onShow(item, e.currentTarget.checked)}
            />
            {buttons}
          </Row>
        </Row>
      )}
    </ReorderableList>
  )
}

const StyledName = styled(Row)`
  flex: 1 1 240px;

  > span:nth-child(2) {
    display: flex;
    flex-direction: column;
  }
`

const StyledHint = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
