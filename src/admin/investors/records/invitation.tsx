import { personName } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { INVITATION_STATUS, invitationStatus } from '@/admin/kit/lists'
import type { RecordOf } from '@/lib/resources'
import { defineRecord, detailsTab, text } from '@/admin/kit/records'

type Invitation = RecordOf<'invitations'>

/** The link the invitation email carries (the register page, the email locked there). */
export const invitationLink = (i: Invitation) =>
  `${window.location.origin}/register?invitation=${encodeURIComponent(i.token)}&email=${encodeURIComponent(i.email)}`

/**
 * An invitation to register (invite on register): sent from the Invitations list, it emails
 * the investor a link that registers that address once before it expires.
 */
export const invitationRecord = defineRecord({
  family: 'invitations',
  listPath: ADMIN_PATHS.investorInvitations,
  listLabel: 'Invitations',
  noun: 'invitation',
  resource: 'investors',
  query: { include: ['inviter', 'user'] },
  title: (i) => i.name || i.email,
  subtitle: (i) => i.email,
  status: (i) => INVITATION_STATUS[invitationStatus(i)] ?? null,
  tabs: [
    detailsTab<Invitation>([
      {
        title: 'Invitation',
        rows: [
          { label: 'Email', value: (i) => text(i.email) },
          { label: 'Name', value: (i) => text(i.name) },
          { label: 'Message', value: (i) => text(i.message) },
          { label: 'Invited by', value: (i) => text(personName(i.inviter, '')) },
          {
            label: 'Invitation link',
            value: (i) => (invitationStatus(i) === 'pending' ? invitationLink(i) : text(null)),
          },
        ],
      },
      {
        title: 'Dates',
        rows: [
          { label: 'Sent', value: (i) => text(formatDate(i.sent_at)) },
          { label: 'Expires', value: (i) => text(formatDate(i.expires_at)) },
          { label: 'Used', value: (i) => text(formatDate(i.accepted_at)) },
          { label: 'Investor', value: (i) => text(personName(i.user, '')) },
        ],
      },
    ]),
  ],
  accept: (i) => i.type === 'register',
  form: {
    sections: [
      {
        title: 'Invite an investor',
        fields: [
          { name: 'email', label: 'Email', kind: 'email', required: true, maxLength: 255 },
          { name: 'name', label: 'Name', kind: 'text', maxLength: 255 },
          {
            name: 'message',
            label: 'Message',
            kind: 'textarea',
            maxLength: 2000,
            hint: 'Added to the invitation email.',
          },
        ],
      },
    ],
  },
  createPath: ADMIN_PATHS.newInvestorInvitation,
})
