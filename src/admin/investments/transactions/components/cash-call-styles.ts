import styled from 'styled-components'

export { TabHeader as StyledHeader, TabHeading as StyledHeading } from '@/admin/kit/records'

// Not a named region: the table is already one, named after the group shown.
export const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`

export const StyledRowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  white-space: nowrap;
`

export const StyledStatus = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  white-space: nowrap;
`
