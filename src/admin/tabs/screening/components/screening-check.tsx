import styled from 'styled-components'
import { formatDateTime } from '@/lib/format'
import { DataTable, FactGrid, Row, StatusBadge } from '@/ui'
import type { Screening } from '../api/screening'
import { requestedByText, SCREENING_MEANING, SCREENING_STATUS } from '../model/labels'

/** The check that counts: its status and meaning, who asked and decided, and the matches. */
export function ScreeningCheck({ check }: { check: Screening }) {
  const status = SCREENING_STATUS[check.status]
  const decided = check.decided_at
    ? `${formatDateTime(check.decided_at)}${check.decided_by ? ` by ${check.decided_by.name}` : ''}`
    : null
  return (
    <>
      <Row $gap="sm">
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </Row>
      <StyledMuted>{SCREENING_MEANING[check.status]}</StyledMuted>
      <FactGrid>
        <div>
          <dt>Provider</dt>
          <dd>{check.provider}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{check.reference}</dd>
        </div>
        <div>
          <dt>Requested</dt>
          <dd>
            {formatDateTime(check.requested_at)} · {requestedByText(check)}
          </dd>
        </div>
        {check.result && check.result !== check.status ? (
          <div>
            <dt>Provider result</dt>
            <dd>{SCREENING_STATUS[check.result].label}</dd>
          </div>
        ) : null}
        {decided ? (
          <div>
            <dt>Decided</dt>
            <dd>{decided}</dd>
          </div>
        ) : null}
        {check.decision_reason ? (
          <div>
            <dt>Reason</dt>
            <dd>{check.decision_reason}</dd>
          </div>
        ) : null}
      </FactGrid>
      {check.matches.length ? (
        <DataTable
          caption="Matches"
          rows={check.matches}
          rowKey={(m) => `${m.list}|${m.matched_name}`}
          columns={[
            { id: 'list', header: 'List', cell: (m) => m.list },
            { id: 'matched_name', header: 'Matched name', cell: (m) => m.matched_name },
            { id: 'score', header: 'Score', cell: (m) => `${m.score} of 100` },
          ]}
        />
      ) : (
        <StyledMuted>No list entries matched.</StyledMuted>
      )}
    </>
  )
}

const StyledMuted = styled.p`
  margin: 0;
  max-width: 68ch;
  color: ${({ theme }) => theme.colours.textMuted};
`
