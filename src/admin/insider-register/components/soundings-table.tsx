import styled from 'styled-components'
import { formatDateTime } from '@/lib/format'
import {
  Button,
  type Column,
  DataTable,
  Stack,
  StatusBadge,
  type StatusTone,
  VisuallyHidden,
} from '@/ui'
import {
  answerLabel,
  decidedAt,
  decisionLabel,
  insiderName,
  insiderOf,
  opportunityName,
  type RegisterRow,
} from '../model/register-rows'

const TONE: Record<string, StatusTone> = {
  finance: 'success',
  no_finance: 'info',
  not_interested: 'neutral',
}

/** Waiting on the investor is the state staff act on; a refusal is simply on record. */
const decisionTone = (r: RegisterRow): StatusTone =>
  r.agreed_at ? 'success' : r.declined_at ? 'neutral' : 'warning'

/** Only an agreed sounding awaits an answer; before that, or once declined, none is asked. */
const answerTone = (r: RegisterRow): StatusTone =>
  r.response ? (TONE[r.response] ?? 'neutral') : r.agreed_at ? 'warning' : 'neutral'

/** A badge with the time under it, when there is one. */
function Stamped({ label, tone, at }: { label: string; tone: StatusTone; at: string | null }) {
  return (
    <StyledStack $gap="xxs" $align="flex-start" as="span">
      <span>
        <StatusBadge tone={tone}>{label}</StatusBadge>
      </span>
      {at ? (
        <StyledMuted>
          <Nowrap>{formatDateTime(at)}</Nowrap>
        </StyledMuted>
      ) : null}
    </StyledStack>
  )
}

export interface SoundingsTableProps {
  rows: RegisterRow[]
  loading: boolean
  empty: React.ReactNode
  onViewWording: (row: RegisterRow) => void
  /** Absent: the viewer may not cleanse (a "Not yet" stands in for the button). */
  onCleanse?: (row: RegisterRow) => void
}

/**
 * Every sounded investor: when it was sent, what they saw, whether they agreed to receive the
 * information or declined it and when, their answer and when, and when it was cleansed.
 */
export function SoundingsTable({
  rows,
  loading,
  empty,
  onViewWording,
  onCleanse,
}: SoundingsTableProps) {
  const columns: Column<RegisterRow>[] = [
    {
      id: 'insider',
      header: 'Insider',
      cell: (r) => (
        <StyledStack $gap="xxs" $align="flex-start" as="span">
          <strong>{insiderName(r)}</strong>
          <StyledMuted>{insiderOf(r)?.email ?? ''}</StyledMuted>
        </StyledStack>
      ),
    },
    {
      id: 'opportunity',
      header: 'Opportunity',
      cell: (r) => (
        <StyledStack $gap="xxs" $align="flex-start" as="span">
          <span>{opportunityName(r)}</span>
          <StyledMuted>{r.title}</StyledMuted>
        </StyledStack>
      ),
    },
    {
      id: 'created_at',
      header: 'Sent',
      // When, and what they were shown first (one column: the register fits a laptop's width).
      cell: (r) => (
        <StyledStack $gap="xxs" $align="flex-start" as="span">
          <span>{formatDateTime(r.created_at)}</span>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`View the wording ${insiderName(r)} saw`}
            onClick={() => onViewWording(r)}
          >
            Wording
          </Button>
        </StyledStack>
      ),
    },
    {
      id: 'decision',
      header: 'Agreed or declined',
      cell: (r) => <Stamped label={decisionLabel(r)} tone={decisionTone(r)} at={decidedAt(r)} />,
    },
    {
      id: 'response',
      header: 'Response',
      cell: (r) => <Stamped label={answerLabel(r)} tone={answerTone(r)} at={r.responded_at} />,
    },
    {
      id: 'cleansed_at',
      header: 'Cleansed',
      cell: (r) =>
        r.cleansed_at ? (
          <Nowrap>{formatDateTime(r.cleansed_at)}</Nowrap>
        ) : onCleanse ? (
          <Button variant="secondary" size="sm" onClick={() => onCleanse(r)}>
            Cleanse
            <VisuallyHidden>
              {' '}
              the sounding {r.title} sent to {insiderName(r)}
            </VisuallyHidden>
          </Button>
        ) : (
          <StyledMuted>Not yet</StyledMuted>
        ),
    },
  ]
  return (
    <DataTable
      caption="Market sounding insiders"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={loading}
      empty={empty}
    />
  )
}

const StyledStack = styled(Stack)`
  min-width: 7rem;
`

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Nowrap = styled.span`
  white-space: nowrap;
`
