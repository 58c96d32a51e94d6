import styled from 'styled-components'
import { Row, Stack } from '@/ui'

export { TabHeader as StyledHeader, TabHeading as StyledHeading } from '@/admin/kit/records'

// Not a named region: the table is already one, named after the group shown.
export const StyledSection = styled(Stack)`
  min-width: 0;
`

/** A dialog's list of rows, scrolling inside the dialog once it is taller than `$max`. */
export const StyledScrollList = styled(Stack)<{ $max: string }>`
  max-height: ${({ $max }) => $max};
  overflow-y: auto;
  margin: 0;
  padding: 0;
  list-style: none;
`

export const StyledRowActions = styled(Row)`
  white-space: nowrap;
`

export const StyledStatus = styled(Stack)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  white-space: nowrap;
`
