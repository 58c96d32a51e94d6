import styled from 'styled-components'
import type { StackProps } from './stack'

// Apart from Stack: /login's first chunk holds the modules it uses whole, and it has no rows.

interface RowProps extends StackProps {
  $justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between'
  /** Rows wrap unless told not to: a phone must not scroll sideways (SPEC §9). */
  $nowrap?: boolean
}

/** Children side by side with an even gap, wrapping onto the next line where they do not fit. */
export const Row = styled.div<RowProps>`
  display: flex;
  flex-wrap: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'wrap')};
  align-items: ${({ $align = 'center' }) => $align};
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
`
