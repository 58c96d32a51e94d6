import type { ReactNode } from 'react'
import styled from 'styled-components'

export interface StatCardProps {
  label: string
  value: string
  detail?: ReactNode
}

/** One headline figure: a term and its value (a <dl> entry, so each figure keeps its label). */
export function StatCard({ label, value, detail }: StatCardProps) {
  return (
    <StyledCard>
      <StyledLabel>{label}</StyledLabel>
      <StyledValue>{value}</StyledValue>
      {detail ? <StyledDetail>{detail}</StyledDetail> : null}
    </StyledCard>
  )
}

export const StatGrid = styled.dl`
  display: grid;
  // auto-fit: the cards share the row's width instead of leaving empty columns beside them.
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`

const StyledCard = styled.div`
  /* The value's size follows the card's width (cqi), so a long figure fits a narrow card. */
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`

const StyledLabel = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledValue = styled.dd`
  margin: 0;
  font-size: min(${({ theme }) => theme.fontSizes.display}, 12cqi);
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
  /* A figure never breaks inside ("+" and "£" would otherwise part). */
  white-space: nowrap;
  color: ${({ theme }) => theme.colours.text};
`

const StyledDetail = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`
