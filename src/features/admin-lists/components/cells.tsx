import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatDate, formatGBP } from '@/lib/format'
import { SoftBreaks, StatusBadge, VisuallyHidden } from '@/ui'
import { humanise, type LabelMap } from '../model/labels'

/** An empty cell that still says so to a screen reader (a bare dash reads as "dash"). */
export function NotSet() {
  return (
    <>
      <StyledMuted aria-hidden="true">—</StyledMuted>
      <VisuallyHidden>Not set</VisuallyHidden>
    </>
  )
}

const orNotSet = (text: string | null | undefined): ReactNode =>
  text === null || text === undefined || text === '' ? <NotSet /> : text

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

export const text = (value: string | number | null | undefined): ReactNode =>
  orNotSet(value === null || value === undefined ? null : String(value))

export const money = (value: number | string | null | undefined): ReactNode =>
  orNotSet(formatGBP(value, { pence: 'never' }))

export const date = (value: string | null | undefined): ReactNode => orNotSet(formatDate(value))

export const count = (value: number | null | undefined): ReactNode =>
  orNotSet(value === null || value === undefined ? null : value.toLocaleString('en-GB'))

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
