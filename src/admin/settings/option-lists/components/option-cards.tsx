import { useId } from 'react'
import styled from 'styled-components'
import { ReorderableList, Row, SectionNote } from '@/ui'
import type { OptionTableProps } from './option-table'
import { moveNames, OptionActions } from './option-actions'

/**
 * The rows as a list of cards (a pipeline's stages, the deal board's columns): dragged by a
 * row, or moved from the keyboard with the handle's arrow keys or the Move buttons; each move
 * announced, focus kept on the control that moved the row.
 */
export function OptionCards({ config, caption, rows, reorder, ...row }: OptionTableProps) {
  const hintId = useId()
  const { texts } = row
  return (
    <>
      {reorder.movable && texts.hint ? <SectionNote id={hintId}>{texts.hint}</SectionNote> : null}
      <ReorderableList
        reorder={reorder}
        label={caption}
        names={(item) => moveNames(texts.rowName(item))}
        handle={{
          name: (item, index) =>
            `Reorder ${texts.rowName(item)}, position ${index + 1} of ${rows.length}`,
          describedBy: texts.hint ? hintId : undefined,
        }}
      >
        {(item, index, buttons) => (
          <Row>
            <StyledPosition aria-hidden="true">{index + 1}</StyledPosition>
            {config.lead?.(item)}
            <StyledText>
              <StyledName>{item.name}</StyledName>
              {config.meta ? <StyledMeta>{config.meta(item)}</StyledMeta> : null}
            </StyledText>
            <OptionActions config={config} {...row} row={item} moves={buttons} />
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
