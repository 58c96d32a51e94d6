import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { moneyOrNotSet, NotSet, orNotSet, SoftBreaks, StatusBadge } from '@/ui'
import { humanise, type LabelMap } from '../model/labels'

/** The record's name, linking to its screen when it has one, with a muted line under it. */
export function PrimaryCell({
  to,
  name,
  secondary,
}: {
  to?: string
  name: string
  secondary?: string | null
}) {
  return (
    <StyledPrimary>
      {to ? <StyledRecordLink to={to}>{name}</StyledRecordLink> : <strong>{name}</strong>}
      {secondary ? (
        <StyledMuted>
          <SoftBreaks>{secondary}</SoftBreaks>
        </StyledMuted>
      ) : null}
    </StyledPrimary>
  )
}

/** A status by its SPEC §4 label; an unknown value is shown in plain words. */
export function StatusCell({ map, value }: { map: LabelMap; value: string | number | null }) {
  if (value === null || value === undefined) return <NotSet />
  const known = map[String(value)]
  return (
    <StatusBadge tone={known?.tone ?? 'neutral'}>{known?.label ?? humanise(value)}</StatusBadge>
  )
}

// A list's values read as its record's do (src/ui's one set); amounts here in whole pounds.
export { NotSet, countOrNotSet as count, dateOrNotSet as date, textOrNotSet as text } from '@/ui'

export const money = (value: number | string | null | undefined): ReactNode =>
  moneyOrNotSet(value, { pence: 'never' })

export const enumText = (value: string | null | undefined): ReactNode => orNotSet(humanise(value))

/** "Ada Lovelace" from a user or contact shaped record. */
export const personName = (
  person: { name?: string | null; surname?: string | null } | null | undefined,
): string => [person?.name, person?.surname].filter(Boolean).join(' ')

const StyledPrimary = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`

const StyledRecordLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  overflow-wrap: break-word;

  &:hover {
    color: ${({ theme }) => theme.colours.linkHover};
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  /* Wraps at the soft breaks (an email's "@" and dots); mid-word only for a part that alone
     is wider than the column. */
  overflow-wrap: break-word;
`
