import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { roleLabel } from '@/admin/shell'
import { formatDate } from '@/lib/format'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  Avatar,
  Button,
  ListPage,
  SectionNote,
  StatusBadge,
  useListParams,
  type Column,
} from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { accountStatus, lockReason, STATUS_LABEL, STATUS_TONE } from './account-status'
import { staffPageQuery, superAdminsQuery, type StaffUser } from './api'
import { InviteDialog } from './invite-dialog'
import { personName } from './person-name'
import { RoleDialog } from './role-dialog'
import { StatusDialog } from './status-dialog'

type Dialog =
  | { kind: 'invite' }
  | { kind: 'role'; user: StaffUser }
  | { kind: 'status'; user: StaffUser; activate: boolean }

/**
 * /admin/settings/account/admin-accounts: the staff accounts with their role and status;
 * inviting, changing a role and deactivating are offered to roles holding `user` create and
 * update (the host refuses the others with 403, and its rules with 422).
 */
export function AdminAccountsPage() {
  const me = useCurrentUser().user
  const roleId = me?.role_id ?? null
  const mayInvite = can(roleId, 'user', 'create')
  const mayManage = can(roleId, 'user', 'update')
  const [searchParams, setSearchParams] = useSearchParams()
  const list = useListParams({ searchParams, setSearchParams })
  const result = useQuery(staffPageQuery(list.params.page, list.params.search))
  const supers = useQuery({ ...superAdminsQuery(), enabled: mayManage })
  const activeSupers = useMemo(
    () => (supers.data?.data ?? []).filter((u) => !u.deactivated_at).map((u) => u.id),
    [supers.data],
  )
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const close = () => setDialog(null)

  const columns: Column<StaffUser>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (u) => (
        <StyledPerson>
          <Avatar name={u.name} surname={u.surname} id={u.id} src={u.avatar} size="sm" decorative />
          <span>
            <strong>{personName(u)}</strong>
            <StyledEmail>{u.email}</StyledEmail>
          </span>
        </StyledPerson>
      ),
    },
    { id: 'role', header: 'Role', cell: (u) => roleLabel(u.role_id) },
    {
      id: 'status',
      header: 'Status',
      cell: (u) => {
        const status = accountStatus(u)
        return <StatusBadge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</StatusBadge>
      },
    },
    {
      id: 'last_login_at',
      header: 'Last seen',
      cell: (u) =>
        u.last_login_at ? formatDate(u.last_login_at) : <StyledMuted>Never</StyledMuted>,
    },
  ]
  if (mayManage)
    columns.push({
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (u) => {
        const locked = supers.isSuccess ? lockReason(u, me?.id ?? null, activeSupers) : null
        if (locked) return <StyledMuted>{locked}</StyledMuted>
        const deactivated = Boolean(u.deactivated_at)
        const name = personName(u)
        return (
          <StyledActions>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Change role for ${name}`}
              disabled={!supers.isSuccess}
              onClick={() => setDialog({ kind: 'role', user: u })}
            >
              Change role
            </Button>
            <Button
              size="sm"
              variant={deactivated ? 'secondary' : 'ghost'}
              aria-label={`${deactivated ? 'Reactivate' : 'Deactivate'} ${name}`}
              disabled={!supers.isSuccess}
              onClick={() => setDialog({ kind: 'status', user: u, activate: deactivated })}
            >
              {deactivated ? 'Reactivate' : 'Deactivate'}
            </Button>
          </StyledActions>
        )
      },
    })

  const invite = mayInvite ? (
    <Button onClick={() => setDialog({ kind: 'invite' })}>Invite admin</Button>
  ) : null

  return (
    <SettingsFrame
      item="admin-accounts"
      description="The people who sign in to the admin portal, and the role that decides what each may see and do."
      actions={invite}
    >
      <ListPage
        header={false}
        title="Admin accounts"
        noun="admin accounts"
        searchLabel="Search admin accounts by name or email"
        columns={columns}
        rowKey={(u) => u.id}
        result={result}
        list={list}
        emptyAction={invite}
      />
      {mayManage ? (
        <SectionNote>
          You cannot change your own role or deactivate yourself, and the last active Super Admin
          stays one: ask another administrator.
        </SectionNote>
      ) : null}
      {dialog?.kind === 'invite' ? <InviteDialog onClose={close} /> : null}
      {dialog?.kind === 'role' ? <RoleDialog user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === 'status' ? (
        <StatusDialog user={dialog.user} activate={dialog.activate} onClose={close} />
      ) : null}
    </SettingsFrame>
  )
}

const StyledPerson = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 12rem;

  strong {
    display: block;
    font-weight: 600;
  }
`

const StyledEmail = styled.span`
  display: block;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`
