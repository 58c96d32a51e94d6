import styled from 'styled-components'
import { Row, Stack } from '@/ui'

/** Two fields side by side from md up, stacked on phones. */
export const StyledFieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`

/** One entry; an overdue task carries a danger edge as well as its "Overdue" badge. */
export const StyledEntry = styled(Stack)<{ $overdue?: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-left: 4px solid
    ${({ theme, $overdue }) => ($overdue ? theme.colours.danger : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $overdue }) =>
    $overdue ? theme.colours.dangerSurface : theme.colours.surface};
`

export const StyledMeta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

/** Below a long timeline: how much is shown, and the button for the next entries. */
export { SectionHeader as StyledMore } from '@/ui'

/** A call's summary or a task's details: plain text as typed, line breaks kept. */
export const StyledText = styled.p`
  margin: 0;
  white-space: pre-line;
`

export const StyledTitle = styled.h3<{ $done?: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: ${({ $done }) => ($done ? 'line-through' : 'none')};
`

export const StyledActions = styled(Row)`
  margin-left: auto;
`

export const StyledTab = styled(Stack)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`

export const StyledFilter = styled.div`
  max-width: 240px;
`

/**
 * A row of the overview's task list: tick, title, record and due date. Every row looks alike;
 * an overdue one says so with its badge alone, so a late morning does not paint the card red.
 */
export const StyledTaskRow = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  /* A long record or task name wraps instead of widening the page on a phone. */
  overflow-wrap: anywhere;
`

/** The record a task is about: its family in words, then its name (a link when it opens). */
export const StyledRecord = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
