import styled from 'styled-components'
import { formatDateTime } from '@/lib/format'
import { Button, DataTable, StatusBadge, VisuallyHidden, type Column, type StatusTone } from '@/ui'
import {
  insiderName,
  insiderOf,
  opportunityName,
  responseLabel,
  type RegisterRow,
} from '../model/register-rows'

const TONE: Record<string, StatusTone> = {
  finance: 'success',
  no_finance: 'info',
  not_interested: 'neutral',
}

export interface SoundingsTableProps {
  rows: RegisterRow[]
  loading: boolean
  empty: React.ReactNode
  onViewWording: (row: RegisterRow) => void
  /** Absent: the viewer may not cleanse (a "Not yet" stands in for the button). */
  onCleanse?: (row: RegisterRow) => void
}

/** Every sounded investor: when, what they saw, their answer and when, and when cleansed. */
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
        <StyledStack>
          <strong>{insiderName(r)}</strong>
          <StyledMuted>{insiderOf(r)?.email ?? ''}</StyledMuted>
        </StyledStack>
      ),
    },
    {
      id: 'opportunity',
      header: 'Opportunity',
      cell: (r) => (
        <StyledStack>
          <span>{opportunityName(r)}</span>
          <StyledMuted>{r.title}</StyledMuted>
        </StyledStack>
      ),
    },
    {
      id: 'created_at',
      header: 'Sounded',
      cell: (r) => formatDateTime(r.created_at),
    },
    {
      id: 'wording',
      header: 'Wording',
      cell: (r) => (
        <Button variant="secondary" size="sm" onClick={() => onViewWording(r)}>
          View<VisuallyHidden> the wording {insiderName(r)} saw</VisuallyHidden>
        </Button>
      ),
    },
    {
      id: 'response',
      header: 'Response',
      cell: (r) => (
        <StyledStack>
          <span>
            <StatusBadge tone={r.response ? (TONE[r.response] ?? 'neutral') : 'warning'}>
              {responseLabel(r.response)}
            </StatusBadge>
          </span>
          {r.responded_at ? (
            <StyledMuted>
              <Nowrap>{formatDateTime(r.responded_at)}</Nowrap>
            </StyledMuted>
          ) : null}
        </StyledStack>
      ),
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

const StyledStack = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-width: 9rem;
`

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const Nowrap = styled.span`
  white-space: nowrap;
`
