import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Row } from '@/ui'

export interface Fact {
  label: string
  value: ReactNode
  /** Takes the full row (e.g. a progress bar). */
  wide?: boolean
}

/**
 * Labelled figures as a description list: one column on a phone, two from a tablet up
 * (always one when `single`, e.g. in a narrow aside).
 */
export function FactList({ facts, single = false }: { facts: Fact[]; single?: boolean }) {
  return (
    <StyledList $single={single}>
      {facts.map((fact) => (
        <StyledFact
          $nowrap
          $align="baseline"
          $gap="md"
          $justify="space-between"
          key={fact.label}
          $wide={fact.wide}
        >
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </StyledFact>
      ))}
    </StyledList>
  )
}

const StyledList = styled.dl<{ $single: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 ${({ theme }) => theme.space.lg};
  margin: 0;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'repeat(2, minmax(0, 1fr))')};
  }
`

const StyledFact = styled(Row)<{ $wide?: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  flex-direction: ${({ $wide }) => ($wide ? 'column' : 'row')};

  dt {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    width: ${({ $wide }) => ($wide ? '100%' : 'auto')};
    text-align: ${({ $wide }) => ($wide ? 'left' : 'right')};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`
