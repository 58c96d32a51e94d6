import styled, { css } from 'styled-components'
import { Row } from '@/ui'

export const StyledScroll = styled.div`
  position: relative;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
`

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    text-align: left;
    vertical-align: top;
  }
`

// The KPI names stay in view while the periods scroll sideways on a phone.
const sticky = css`
  position: sticky;
  left: 0;
  z-index: 1;
  background: ${({ theme }) => theme.colours.surface};
  box-shadow: 1px 0 0 ${({ theme }) => theme.colours.border};
`

export const StyledCorner = styled.th`
  ${sticky};
  min-width: 120px;

  ${({ theme }) => theme.media.up('md')} {
    min-width: 160px;
  }

  color: ${({ theme }) => theme.colours.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

export const StyledPeriod = styled.th`
  min-width: 132px;
  white-space: nowrap;

  span:first-child {
    display: block;
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`

export const StyledTrendHead = styled.th`
  min-width: 180px;
`

export const StyledGroup = styled.th`
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  color: ${({ theme }) => theme.colours.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;

  /* The name stays in view while the row scrolls sideways. */
  span {
    position: sticky;
    left: ${({ theme }) => theme.space.sm};
  }
`

export const StyledKpi = styled.th`
  ${sticky};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  max-width: 220px;
`

export const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`

export const StyledValue = styled.td`
  text-align: right !important;
  white-space: nowrap;
  padding-top: ${({ theme }) => theme.space.sm} !important;
`

export const StyledCell = styled.td`
  min-width: 132px;
`

export const StyledInputBox = styled(Row)<{ $dirty: boolean; $invalid: boolean }>`
  height: ${({ theme }) => theme.layout.controlHeight.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $dirty }) => ($dirty ? theme.colours.primarySubtle : theme.colours.surface)};
  color: ${({ theme }) => theme.colours.textMuted};

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 1px;
  }

  input {
    flex: 1;
    min-width: 0;
    width: 100%;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colours.text};
    font: inherit;
    text-align: right;
    outline: none;
  }
`

export const StyledError = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  max-width: 180px;
  color: ${({ theme }) => theme.colours.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`

export const StyledTrendCell = styled.td`
  min-width: 180px;
`
