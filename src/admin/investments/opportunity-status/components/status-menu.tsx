import styled from 'styled-components'
import { Button, MenuButton } from '@/ui'
import type { StatusMove } from '../model/status-moves'

interface StatusMenuProps {
  moves: StatusMove[]
  onPick: (move: StatusMove) => void
}

/** "Change status": a menu button whose items are the moves the opportunity may make. */
export function StatusMenu({ moves, onPick }: StatusMenuProps) {
  return (
    <MenuButton
      items={moves.map((move) => ({
        key: move.to,
        label: move.label,
        onSelect: () => onPick(move),
      }))}
      renderTrigger={(trigger) => (
        <Button {...trigger} variant="secondary">
          Change status <StyledCaret aria-hidden="true">▾</StyledCaret>
        </Button>
      )}
    />
  )
}

const StyledCaret = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  font-size: 0.8em;
`
