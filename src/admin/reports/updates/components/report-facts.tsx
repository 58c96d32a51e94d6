import type { ReactNode } from 'react'
import styled from 'styled-components'

/** A report's key facts, label over value, as many to a row as fit. */
export function ReportFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <StyledFacts>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </StyledFacts>
  )
}

/** A report's cards, one under another. */
export const ReportStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`
