import { ref, rendered, type FlagEffects } from './effect-refs'

const INVITATIONS = 'src/admin/investors/test/invitations.test.tsx'
const ADMIN_NAV_MODEL = 'src/lib/navigation/admin-nav.test.ts'
const REGISTER = 'src/shared/session/pages/register-invitation.test.tsx'
const INVITE_HOST = 'mocks/handlers/invite-on-register.test.ts'
const DEFAULTS_PAGE = 'src/admin/settings/investor-associates/default-associates-page.test.tsx'
const RECORD_CARD = 'src/admin/investors/test/investor-associates.test.tsx'
const ASSOCIATES_HOST = 'mocks/handlers/default-associates.test.ts'

/** The Portals group's issue-28 flags: invite on register and default associates, by place. */
export const PORTAL_EFFECTS: {
  inviteOnRegister: FlagEffects
  defaultInvestorAssociates: FlagEffects
} = {
  inviteOnRegister: {
    admin: [
      ref(ADMIN_NAV_MODEL, 'hides the invitations to register without invite on register'),
      ref(
        INVITATIONS,
        'lists the pending invitations and sends a new one whose link registers that email',
      ),
    ],
    investor: [
      rendered('inviteOnRegister', 'the registration page says registration is by invitation'),
      ref(REGISTER, 'explains, without a form, that registration is by invitation and how to ask'),
      ref(REGISTER, 'opens the form from an invitation link, the email filled in and locked'),
      ref(REGISTER, 'shows the host’s refusal of an expired invitation on the email'),
    ],
    host: [
      ref(INVITE_HOST, 'is open to anyone with the flag off, as before'),
      ref(
        INVITE_HOST,
        'refuses an uninvited registration with a 422 on email while the flag is on',
      ),
      ref(INVITE_HOST, 'refuses a token for another email, a used one and an expired one'),
      ref(
        INVITE_HOST,
        'registers through a staff invitation: mailed link, verified email, invitation used',
      ),
    ],
  },
  defaultInvestorAssociates: {
    admin: [
      rendered('defaultInvestorAssociates', 'Investor settings offer the Default Associates page'),
      ref(DEFAULTS_PAGE, 'lists the seeded associates with their roles, adds one and removes one'),
      ref(
        RECORD_CARD,
        'shows the staff who look after the investor, with their roles, beside the owner',
      ),
    ],
    investor: {
      na: 'the sentence is about staff attached to investors on the admin side: investors never see their associates',
    },
    host: [
      ref(
        ASSOCIATES_HOST,
        'attaches the defaults to an investor arriving by ${how} while the flag is on',
        'attaches the defaults to an investor arriving by ${how} while the flag is on',
      ),
      ref(ASSOCIATES_HOST, 'attaches none with the flag off, and existing investors keep theirs'),
      ref(
        ASSOCIATES_HOST,
        'refuses changes to the defaults with 403 while the flag is off, and to investors always',
      ),
    ],
  },
}
