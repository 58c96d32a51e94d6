import { personName } from '@/lib/api'
import { ADMIN_PATHS } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { PrimaryCell, StatusCell, text } from '../components/cells'
import { defineArea } from '../model/area-config'
import { INVITATION_STATUS, invitationStatus, optionsOf } from '../model/labels'
import { fixedNoun, relative } from './area-helpers'
import { dateColumn, selectFilter } from './columns'

type Invitation = FamilyRows['invitations']

const invitationPath = (i: { id: number }) => `${ADMIN_PATHS.investorInvitations}/${i.id}/details`
const invitee = (i: Invitation) => i.name || i.email

/**
 * Invitations to register (invite on register): who was invited, by whom, and whether the
 * link is still open, used or expired. Staff send a new one from here.
 */
export const invitationsArea = defineArea({
  path: relative(ADMIN_PATHS.investorInvitations),
  family: 'invitations',
  recordName: invitee,
  recordPath: invitationPath,
  noun: fixedNoun('invitations'),
  description:
    'Registration is by invitation: each invitation emails a link that registers that email address once, within 14 days.',
  searchFilter: 'email',
  query: { type: 'register', include: ['inviter'] },
  defaultSort: '-created_at',
  filters: [selectFilter('status', 'Status', 'Any status', optionsOf(INVITATION_STATUS))],
  columns: [
    {
      id: 'email',
      header: 'Invitee',
      sortable: true,
      cell: (i) => <PrimaryCell to={invitationPath(i)} name={invitee(i)} secondary={i.email} />,
    },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => <StatusCell map={INVITATION_STATUS} value={invitationStatus(i)} />,
    },
    { id: 'inviter', header: 'Invited by', cell: (i) => text(personName(i.inviter, '')) },
    dateColumn<Invitation>('sent_at', 'Sent', (i) => i.sent_at),
    dateColumn<Invitation>('expires_at', 'Expires', (i) => i.expires_at),
  ],
  create: { to: ADMIN_PATHS.newInvestorInvitation, label: 'Invite investor' },
})
