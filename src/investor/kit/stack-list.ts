import styled from 'styled-components'
import { Stack } from '@/ui'

/**
 * A list without bullets or indent, its items one under another with the stack's gap: the
 * list most investor cards and notices are made of. Render it `as="ul"` or `as="ol"`.
 */
export const StackList = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
`
