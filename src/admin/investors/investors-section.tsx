import { ADMIN_PATHS } from '@/lib/navigation'
import { listsUnder } from '@/admin/kit/lists'
import { SignPdfPage } from '@/admin/tabs/compliance-evidence'
import { defineSection, RecordSection } from '@/admin/kit/records'
import { contactRecord } from './records/contact'
import { investmentMethodRecord } from './records/investment-method'
import { invitationRecord } from './records/invitation'
import { investorRecord } from './records/investor'
import { nomineeRecord } from './records/nominee'
import { organisationRecord } from './records/organisation'
import { organisationApplicationRecord } from './records/organisation-application'

const base = ADMIN_PATHS.investors

/** SPEC §2's investors section: its lists, and every record behind them. */
export const investorsSection = defineSection({
  base,
  lists: listsUnder(base),
  records: [
    investorRecord,
    contactRecord,
    organisationRecord,
    organisationApplicationRecord,
    investmentMethodRecord,
    nomineeRecord,
    invitationRecord,
  ],
  pages: [{ path: `${base}/:id/sign-pdf/:documentId`, Component: SignPdfPage }],
})

/** Every page under /admin/investors (the router mounts it at `investors/*`). */
export function InvestorsSection() {
  return <RecordSection section={investorsSection} />
}
