import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { can } from '@/lib/permissions'
import { pageQuery, resourceKeys, type RecordSubject } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { Button, Row, Stack, StatusBadge, useToast } from '@/ui'
import { updateInvestorStatus, type StatusChange } from '../api/investor-actions'
import { KYC_LABELS, KYC_STATUSES, type InvestorRecord, type KycStatus } from '../model/types'
import { AppropriatenessControl } from './appropriateness-control'
import { SetPasswordModal } from './set-password-modal'
import { StatusChangeControl } from './status-change-control'

export interface InvestorStatusActionsProps {
  /** The investor's users record, as the record page loaded it. */
  record: InvestorRecord
  subject: RecordSubject
}

const LEAD_STATUSES = { sort: ['order'], perPage: 100 } as const
const KYC_OPTIONS = KYC_STATUSES.map((s) => ({ value: s, label: KYC_LABELS[s] }))

/**
 * The investor record header's actions, each for the roles allowed: KYC and lead status
 * (`investors` update), the appropriateness result with its reset (`user_app_test` create) and
 * "Set password" (`investors_password` update).
 */
export function InvestorStatusActions({ record, subject }: InvestorStatusActionsProps) {
  const role = useCurrentUser().user?.role_id ?? null
  const client = useQueryClient()
  const toast = useToast()
  const [passwordOpen, setPasswordOpen] = useState(false)
  const mayUpdate = can(role, 'investors', 'update')
  const leadStatuses = useQuery({
    ...pageQuery('lead-statuses', LEAD_STATUSES),
    enabled: mayUpdate,
  })
  const name = `${record.name} ${record.surname ?? ''}`.trim() || record.email

  const save = (what: string, change: StatusChange) => async (label: string) => {
    await updateInvestorStatus(subject.id, change)
    toast.success(`${what} changed to ${label}.`)
    await client.invalidateQueries({ queryKey: resourceKeys('users').all })
  }

  const kyc = (record.kyc_status ?? 'pending') as KycStatus
  const leadOptions = (leadStatuses.data?.data ?? []).map((s) => ({
    value: String(s.id),
    label: s.name,
  }))
  const leadName = (v: string) => leadOptions.find((o) => o.value === v)?.label ?? 'None'

  return (
    <Row $gap="lg" $align="flex-start" role="group" aria-label="Investor status and actions">
      {mayUpdate ? (
        <StatusChangeControl
          label="KYC status"
          value={kyc}
          options={KYC_OPTIONS}
          onConfirm={(v) => save('KYC status', { kyc_status: v })(KYC_LABELS[v as KycStatus] ?? v)}
        />
      ) : (
        <StyledReadOnly $gap="xs">
          <span>KYC status</span>
          <StatusBadge
            tone={kyc === 'verified' ? 'success' : kyc === 'failed' ? 'danger' : 'warning'}
          >
            {KYC_LABELS[kyc] ?? kyc}
          </StatusBadge>
        </StyledReadOnly>
      )}
      {mayUpdate ? (
        <StatusChangeControl
          label="Lead status"
          value={record.lead_status_id == null ? '' : String(record.lead_status_id)}
          options={leadOptions}
          disabled={leadStatuses.isPending || leadStatuses.isError}
          onConfirm={(v) =>
            save('Lead status', { lead_status_id: v === '' ? null : Number(v) })(leadName(v))
          }
        />
      ) : null}
      <AppropriatenessControl record={record} canReset={can(role, 'user_app_test', 'create')} />
      {can(role, 'investors_password', 'update') ? (
        <>
          <StyledButtonCell>
            <Button size="sm" variant="secondary" onClick={() => setPasswordOpen(true)}>
              Set password
            </Button>
          </StyledButtonCell>
          <SetPasswordModal
            userId={subject.id}
            investorName={name}
            open={passwordOpen}
            onClose={() => setPasswordOpen(false)}
          />
        </>
      ) : null}
    </Row>
  )
}

const StyledReadOnly = styled(Stack)`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledButtonCell = styled.div`
  align-self: center;
`
