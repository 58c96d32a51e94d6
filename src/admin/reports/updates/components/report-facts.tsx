import type { ReactNode } from 'react'
import styled from 'styled-components'
import { FactGrid } from '@/ui'

/** A report's key facts, label over value, as many to a row as fit. */
export function ReportFacts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <FactGrid $strong>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FactGrid>
  )
}

/** A report's cards, one under another. */
export const ReportStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`
