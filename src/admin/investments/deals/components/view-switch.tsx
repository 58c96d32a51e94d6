import styled from 'styled-components'
import type { DealsView } from '../hooks/use-board-params'

const VIEWS: readonly { id: DealsView; label: string }[] = [
  { id: 'board', label: 'Board' },
  { id: 'list', label: 'List' },
]

/** Board | List: two toggle buttons, the pressed one being the view shown. */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: DealsView
  onChange: (view: DealsView) => void
}) {
  return (
    <StyledSwitch role="group" aria-label="View">
      {VIEWS.map((v) => (
        <button
          key={v.id}
          type="button"
          aria-pressed={view === v.id}
          onClick={() => view !== v.id && onChange(v.id)}
        >
          {v.label}
        </button>
      ))}
    </StyledSwitch>
  )
}

const StyledSwitch = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};

  button {
    min-height: 36px;
    min-width: 72px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colours.textMuted};
    font: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colours.surface};
    color: ${({ theme }) => theme.colours.text};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 1px;
  }
`
