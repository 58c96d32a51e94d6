import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { personName, toFormError } from '@/lib/api'
import { capitalise, formatDate } from '@/lib/format'
import { OPPORTUNITY_STATUSES as S } from '@/lib/investments'
import { can } from '@/lib/permissions'
import { resourceKeys } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  Card,
  type Column,
  ComboboxField,
  DataTable,
  EmptyState,
  ErrorState,
  FormError,
  Row,
  type SelectOption,
  Stack,
  StatusBadge,
  type StatusTone,
  useToast,
  VisuallyHidden,
} from '@/ui'
import type { RecordTabProps } from '@/admin/kit/records'
import {
  inviteInvestor,
  removeInvitation,
  type Invitation,
  type Opportunity,
} from '../api/requests'
import { investorSearch, invitationsQuery, type Invitee } from '../api/invitations'
import { useTerm } from '@/lib/terminology'

const STATUS_TONES: Record<string, StatusTone> = {
  pending: 'info',
  accepted: 'success',
  expired: 'neutral',
}

/** What an invitation does now, by the opportunity's status. */
function explanation(status: number): string {
  if (status === S.liveInternal)
    return 'Only the investors invited here see this opportunity in their Investments page. An investor is notified as soon as you invite them.'
  if (status === S.draft)
    return 'Investors invited now are notified when it goes Live - Internal; until then they see nothing.'
  if (status === S.liveExternal)
    return 'It is Live - External, so every investor sees it already; an invitation also notifies the investor at once.'
  return 'It is no longer open for reservations, so no more investors can be invited.'
}

/**
 * Who may see a Live - Internal opportunity: pick investors to invite (a search that waits for
 * a pause in typing), and list and remove the invitations. Invitations are investor records
 * (SPEC §6 `investors`), so the role's investor permissions decide what it may do here.
 */
export function OpportunityInvitations({ record }: RecordTabProps<Opportunity>) {
  const t = useTerm()
  const { user } = useCurrentUser()
  const role = user?.role_id
  const mayList = can(role, 'investors', 'index')
  const mayInvite = can(role, 'investors', 'create') && record.status <= S.liveInternal
  const mayRemove = can(role, 'investors', 'delete')
  const toast = useToast()
  const client = useQueryClient()
  const query = useQuery({ ...invitationsQuery(record.id), enabled: mayList })
  const [picked, setPicked] = useState<SelectOption | null>(null)
  // Who each offered option is; read only when Invite is pressed, never for rendering.
  const [found] = useState(() => new Map<string, Invitee>())
  const invitations = query.data?.data ?? []
  const invited = new Set(invitations.map((i) => Number(i.user_id)))
  const refresh = () => client.invalidateQueries({ queryKey: resourceKeys('invitations').all })

  const invite = useMutation({
    mutationFn: (invitee: Invitee) => inviteInvestor(record.id, invitee),
    onSuccess: async (_row, invitee) => {
      setPicked(null)
      toast.success(`${invitee.name} invited`)
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (i: Invitation) => removeInvitation(i.id),
    onSuccess: async (_none, i) => {
      toast.success(`Invitation for ${whoOf(i)} removed`)
      await refresh()
    },
  })

  if (!mayList)
    return (
      <Card title="Invitations">
        <p>Your role cannot see investors, so it cannot see who is invited.</p>
      </Card>
    )

  const columns: Column<Invitation>[] = [
    { id: 'investor', header: t('investor'), cell: (i) => whoOf(i) },
    { id: 'email', header: 'Email', cell: (i) => i.email },
    { id: 'sent', header: 'Invited', cell: (i) => formatDate(i.sent_at) },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => (
        <StatusBadge tone={STATUS_TONES[i.status ?? 'pending']}>
          {capitalise(i.status ?? 'pending')}
        </StatusBadge>
      ),
    },
  ]
  if (mayRemove)
    columns.push({
      id: 'remove',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      cell: (i) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Remove invitation for ${whoOf(i)}`}
          loading={remove.isPending && remove.variables?.id === i.id}
          onClick={() => remove.mutate(i)}
        >
          Remove
        </Button>
      ),
    })

  const inviteError = invite.isError ? toFormError(invite.error) : null
  return (
    <Card title="Invitations">
      <Stack>
        <StyledLead>{explanation(record.status)}</StyledLead>
        {mayInvite ? (
          <Row
            $align="flex-end"
            as="form"
            onSubmit={(event) => {
              event.preventDefault()
              const invitee = picked && found.get(picked.value)
              if (invitee && !invite.isPending) invite.mutate(invitee)
            }}
          >
            <StyledField>
              <ComboboxField
                label="Investor to invite"
                placeholder="Type a name or email"
                value={picked}
                onChange={setPicked}
                loadOptions={investorSearch(invited, found)}
                error={inviteError ? (Object.values(inviteError.fieldErrors)[0] ?? null) : null}
              />
            </StyledField>
            <Button
              type="submit"
              loading={invite.isPending}
              loadingText="Inviting…"
              aria-disabled={!picked || undefined}
            >
              Invite
            </Button>
          </Row>
        ) : null}
        {inviteError && Object.keys(inviteError.fieldErrors).length === 0 ? (
          <FormError message={inviteError.message} />
        ) : null}
        {remove.isError ? <FormError message={toFormError(remove.error).message} /> : null}
        {query.isError ? (
          <ErrorState
            message="The invitations could not be loaded."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <DataTable
            caption="Invited investors"
            columns={columns}
            rows={invitations}
            rowKey={(i) => i.id}
            loading={query.isPending}
            empty={
              <EmptyState
                title="No investors invited yet"
                description={mayInvite ? 'Search for an investor above to invite them.' : null}
              />
            }
          />
        )}
      </Stack>
    </Card>
  )
}

const whoOf = (i: Invitation) => personName(i.user ?? null, i.name || i.email)

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledField = styled.div`
  flex: 1 1 280px;
  min-width: 0;
`
