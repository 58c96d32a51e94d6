import styled from 'styled-components'
import { Button, Card, ErrorState, LoadingState, VisuallyHidden } from '@/ui'
import type { Folder } from '../api/documents-api'

export interface FolderPanelProps {
  folders: Folder[] | undefined
  loading: boolean
  failed: boolean
  retrying: boolean
  onRetry: () => void
  /** The folder shown; null is "All documents". */
  selectedId: number | null
  onSelect: (id: number | null) => void
  onNewFolder: () => void
}

/** The record's folders: "All documents" first, then each folder with how many it holds. */
export function FolderPanel({
  folders,
  loading,
  failed,
  retrying,
  onRetry,
  selectedId,
  onSelect,
  onNewFolder,
}: FolderPanelProps) {
  let body
  if (loading) body = <LoadingState label="Loading folders…" />
  else if (failed)
    body = (
      <ErrorState title="The folders could not be loaded" onRetry={onRetry} retrying={retrying} />
    )
  else
    body = (
      <StyledList>
        <li>
          <FolderButton
            label="All documents"
            current={selectedId === null}
            onClick={() => onSelect(null)}
          />
        </li>
        {(folders ?? []).map((f) => (
          <li key={f.id}>
            <FolderButton
              label={f.name}
              count={f.documents_count}
              current={selectedId === f.id}
              onClick={() => onSelect(f.id)}
            />
          </li>
        ))}
      </StyledList>
    )
  return (
    <StyledPanel title="Folders">
      <nav aria-label="Folders">{body}</nav>
      <Button variant="secondary" size="sm" onClick={onNewFolder} disabled={loading || failed}>
        New folder
      </Button>
    </StyledPanel>
  )
}

function FolderButton({
  label,
  count,
  current,
  onClick,
}: {
  label: string
  count?: number
  current: boolean
  onClick: () => void
}) {
  return (
    <StyledFolder type="button" aria-current={current || undefined} onClick={onClick}>
      <span>{label}</span>
      {count !== undefined ? (
        <>
          <StyledCount aria-hidden="true">{count}</StyledCount>
          <VisuallyHidden>
            ({count} {count === 1 ? 'document' : 'documents'})
          </VisuallyHidden>
        </>
      ) : null}
    </StyledFolder>
  )
}

const StyledPanel = styled(Card)`
  align-self: start;
`

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledFolder = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: ${({ theme }) => theme.colours.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  span:first-child {
    overflow-wrap: anywhere;
  }

  &:hover {
    background: ${({ theme }) => theme.colours.surfaceSubtle};
  }

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colours.surfaceSubtle};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colours.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 1px;
  }
`

const StyledCount = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`
