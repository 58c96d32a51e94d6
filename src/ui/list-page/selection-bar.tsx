import styled from 'styled-components'
import { Button } from '@/ui/button/button'
import { ExportButton } from '@/ui/export/export-button'
import { formatCount } from '@/lib/format'

/** What is ticked across pages, and what can be done with it. */
export function SelectionBar({
  count,
  onExport,
  onClear,
}: {
  count: number
  onExport: () => Promise<unknown>
  onClear: () => void
}) {
  return (
    <StyledBar>
      <StyledCount role="status">{formatCount(count)} selected</StyledCount>
      <ExportButton size="sm" onExport={onExport}>
        Export selection
      </ExportButton>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </StyledBar>
  )
}

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surfaceHover};
`

const StyledCount = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
`
