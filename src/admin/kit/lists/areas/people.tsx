import { personName } from '@/lib/api'
import { ADMIN_PATHS } from '@/lib/navigation'
import type { FamilyRows } from '../api'
import { PrimaryCell, StatusCell, text } from '../components/cells'
import { defineArea, type AreaColumn } from '../model/area-config'
import { COMPLIANCE_RESULT, KYC_STATUS, optionsOf } from '../model/labels'
import { fixedNoun, nounOf, relative } from './area-helpers'
import { dateColumn, selectFilter } from './columns'

type User = FamilyRows['users']

const investorPath = (u: { id: number }) => `${ADMIN_PATHS.investors}/${u.id}/details`
const contactPath = (c: { id: number }) => `${ADMIN_PATHS.contacts}/${c.id}/details`
const userName = (u: User) => personName(u) || u.email

const investorName: AreaColumn<User> = {
  // Sorted by surname, as people lists are read.
  id: 'surname',
  header: 'Name',
  sortable: true,
  cell: (u) => <PrimaryCell to={investorPath(u)} name={userName(u)} secondary={u.email} />,
}
const reference: AreaColumn<User> = {
  id: 'investor_reference',
  header: (t) => t('investor_reference_number'),
  sortable: true,
  cell: (u) => text(u.investor_reference),
}
const kyc: AreaColumn<User> = {
  id: 'kyc_status',
  header: 'KYC',
  sortable: true,
  cell: (u) => <StatusCell map={KYC_STATUS} value={u.kyc_status} />,
}
const kycFilter = selectFilter('kyc_status', 'KYC status', 'Any KYC status', optionsOf(KYC_STATUS))
const lastLogin = dateColumn<User>('last_login_at', 'Last login', (u) => u.last_login_at)

export const investorsArea = defineArea({
  path: relative(ADMIN_PATHS.investors),
  family: 'users',
  recordName: userName,
  recordPath: investorPath,
  noun: nounOf('investors'),
  searchFilter: 'search',
  query: { type: 'investor' },
  defaultSort: '-created_at',
  filters: [
    kycFilter,
    selectFilter(
      'compliance_passed',
      'Appropriateness test',
      'Any test result',
      optionsOf(COMPLIANCE_RESULT),
    ),
  ],
  columns: [
    investorName,
    reference,
    kyc,
    {
      id: 'compliance',
      header: 'Appropriateness',
      cell: (u) => <StatusCell map={COMPLIANCE_RESULT} value={u.compliance_passed} />,
    },
    lastLogin,
    dateColumn<User>('created_at', 'Joined', (u) => u.created_at),
  ],
  create: { key: 'investor', label: 'New investor' },
})

/**
 * The insider register (market sounding acceptance). The API has no family for market-sounding
 * responses; an investor who accepts a sounding is flagged `is_market_sounding_insider`, so the
 * register lists those investors.
 */
export const insiderRegisterArea = defineArea({
  path: relative(ADMIN_PATHS.insiderRegister),
  family: 'users',
  recordName: userName,
  recordPath: investorPath,
  noun: fixedNoun('insiders'),
  description: 'Investors who accepted a market sounding and so hold inside information.',
  searchFilter: 'search',
  query: { type: 'investor', filter: { is_market_sounding_insider: 1 } },
  defaultSort: 'surname',
  filters: [kycFilter],
  columns: [
    investorName,
    reference,
    kyc,
    { id: 'phone', header: 'Phone', cell: (u) => text(u.phone) },
    lastLogin,
    dateColumn<User>('created_at', 'Investor since', (u) => u.created_at),
  ],
})

export const contactsArea = defineArea({
  path: relative(ADMIN_PATHS.contacts),
  family: 'contacts',
  recordName: (c) => personName(c, c.email),
  recordPath: contactPath,
  noun: nounOf('contacts'),
  searchFilter: 'search',
  query: { include: ['leadStatus'] },
  defaultSort: '-created_at',
  columns: [
    {
      id: 'last_name',
      header: 'Name',
      sortable: true,
      cell: (c) => (
        <PrimaryCell
          to={contactPath(c)}
          // first_name + last_name, or the single `name` a stock host sends (issue 9).
          name={personName(c, c.email)}
          secondary={c.email}
        />
      ),
    },
    { id: 'company', header: 'Company', sortable: true, cell: (c) => text(c.company) },
    { id: 'job_title', header: 'Job title', cell: (c) => text(c.job_title) },
    { id: 'phone', header: 'Phone', cell: (c) => text(c.phone) },
    { id: 'lead_status', header: 'Lead status', cell: (c) => text(c.lead_status?.name) },
    dateColumn<FamilyRows['contacts']>('created_at', 'Added', (c) => c.created_at),
  ],
  create: { key: 'contact', label: 'New contact' },
})
