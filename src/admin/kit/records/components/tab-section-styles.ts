import styled from 'styled-components'
import { Stack } from '@/ui'

// Not a named region: a tab's table is already one (landmark-unique).
export const TabSection = styled(Stack)`
  min-width: 0;
`

/** A list without bullets or indent, its items one under another: render it `as="ul"` or "ol". */
export const TabList = styled(Stack)`
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A record tab's heading line: the heading takes the room, its actions follow and wrap. */
export const TabHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`

export const TabHeading = styled.h2`
  flex: 1 1 auto;
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
`
