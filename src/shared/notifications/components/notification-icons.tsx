import { Icon } from '@/ui'
import type { ReactNode } from 'react'
import type { NotificationIconKey } from '../model/icon'

export const BellIcon = () => (
  <Icon>
    <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9z" />
    <path d="M10 19a2 2 0 0 0 4 0" />
  </Icon>
)

/** A document with lines: an update report was published. */
const ReportGlyph = () => (
  <Icon>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M9 13h6M9 17h4" />
  </Icon>
)

/** A rising line: an investment was made. */
const InvestedGlyph = () => (
  <Icon>
    <path d="M3 17l6-6 4 4 8-8" />
    <path d="M15 7h6v6" />
  </Icon>
)

/** A briefcase: the opportunity became an existing investment. */
const ExistingGlyph = () => (
  <Icon>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M8 7V5a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2M3 13h18" />
  </Icon>
)

/** An envelope: an invitation to an opportunity. */
const InvitationGlyph = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
)

/** A banknote: a cash call asks for payment. */
const CashCallGlyph = () => (
  <Icon>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 10v4M18 10v4" />
  </Icon>
)

/** A tick in a circle: the payment was received. */
const PaymentReceivedGlyph = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Icon>
)

/** A certificate with a seal: an EIS3/SEIS3 tax certificate was issued. */
const TaxCertificateGlyph = () => (
  <Icon>
    <path d="M20 11V5a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h6" />
    <path d="M8 8h8M8 12h5" />
    <circle cx="17" cy="16" r="3" />
    <path d="M15.5 18.5L15 22l2-1 2 1-.5-3.5" />
  </Icon>
)

const InfoGlyph = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </Icon>
)

const GLYPHS: Record<NotificationIconKey, () => ReactNode> = {
  'update-report': ReportGlyph,
  'investment-made': InvestedGlyph,
  'existing-investment': ExistingGlyph,
  invitation: InvitationGlyph,
  'cash-call': CashCallGlyph,
  'payment-received': PaymentReceivedGlyph,
  'tax-certificate': TaxCertificateGlyph,
  info: InfoGlyph,
}

/** The glyph for a notification's icon key (SPEC §3); unknown keys were mapped to 'info'. */
export function NotificationGlyph({ icon }: { icon: NotificationIconKey }) {
  const Glyph = GLYPHS[icon]
  return <Glyph />
}
