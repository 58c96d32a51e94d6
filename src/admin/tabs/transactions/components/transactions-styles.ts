import styled from 'styled-components'
import { TabHeader } from '@/admin/kit/records'
import { Row } from '@/ui'

export { TabHeading as StyledHeading, TabSection as StyledSection } from '@/admin/kit/records'

export const StyledHeader = styled(TabHeader)`
  > button {
    flex: none;
  }
`

export const StyledTotal = styled(Row)`
  margin: 0;
  color: ${({ theme }) => theme.colours.text};
  font-variant-numeric: tabular-nums;
`

export const StyledTotalLabel = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
