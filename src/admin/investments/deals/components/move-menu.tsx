import styled from 'styled-components'
import { MenuButton, VisuallyHidden } from '@/ui'
import type { BoardStage } from '../model/board-deal'

export interface MoveMenuProps {
  dealName: string
  /** The other stages of the pipeline, in order. */
  stages: readonly BoardStage[]
  onMove: (stage: BoardStage) => void
  /** Set by the board after a move, so focus follows the card to its new column. */
  buttonRef?: (el: HTMLButtonElement | null) => void
}

/**
 * The keyboard's (and a touch screen's) way to move a card: a menu button whose items are the
 * other stages. The list opens inside the card rather than floating, so a column's scrolling
 * never clips it.
 */
export function MoveMenu({ dealName, stages, onMove, buttonRef }: MoveMenuProps) {
  if (stages.length === 0) return null
  return (
    <MenuButton
      placement="inline"
      items={stages.map((stage) => ({
        key: stage.id,
        label: stage.name,
        onSelect: () => onMove(stage),
      }))}
      renderTrigger={({ ref, ...trigger }) => (
        <StyledTrigger
          {...trigger}
          type="button"
          ref={(el) => {
            ref.current = el
            buttonRef?.(el)
          }}
        >
          {/* Named "Move Acme Seed to…" from its content: the visible words stay in the name. */}
          Move<VisuallyHidden> {dealName}</VisuallyHidden> to…
        </StyledTrigger>
      )}
    />
  )
}

const StyledTrigger = styled.button`
  align-self: flex-start;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colours.surfaceHover};
    border-color: ${({ theme }) => theme.colours.borderStrong};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`
