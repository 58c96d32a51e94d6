import type { ReactNode } from 'react'
import styled from 'styled-components'

/**
 * The bar over a table whose ticked rows can be acted on together: what is selected (read out
 * as it changes) and the buttons. `label` names the group ("Cash calls").
 */
export function BulkActions({
  label,
  status,
  children,
}: {
  label: string
  status: ReactNode
  children: ReactNode
}) {
  return (
    <StyledActions role="group" aria-label={label}>
      <StyledSelection aria-live="polite">{status}</StyledSelection>
      {children}
    </StyledActions>
  )
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
`

const StyledSelection = styled.p`
  flex: 1 1 200px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`
