import { ADMIN_PATHS } from '@/lib/navigation'
import { count, enumText, personName, PrimaryCell, text } from '../components/cells'
import type { FamilyRows } from '../api'
import { defineArea } from '../model/area-config'
import {
  ACTIVE_STATUS,
  APPLICATION_STATUS,
  enumOptions,
  METHOD_STATUS,
  ORGANISATION_STATUS,
} from '../model/labels'
import { fixedNoun, relative } from './area-helpers'
import { companyNumber, dateColumn, nameColumn, namedRecords, selectFilter } from './columns'
import { statusColumn, statusFilter } from './status-column'

type Row<F extends keyof FamilyRows> = FamilyRows[F]
const typeFilter = (types: string[]) =>
  selectFilter('type', 'Type', 'All types', enumOptions(types))

const organisationPath = (o: { id: number }) => `${ADMIN_PATHS.organisations}/${o.id}/details`
const applicationPath = (a: { id: number }) =>
  `${ADMIN_PATHS.organisationApplications}/${a.id}/details`
const methodPath = (m: { id: number }) => `${ADMIN_PATHS.investmentMethods}/${m.id}/details`
const nomineePath = (n: { id: number }) => `${ADMIN_PATHS.nominees}/${n.id}/transactions`
const applicantName = (a: FamilyRows['organisation-links']) =>
  personName(a.user) || `Application ${a.id}`

export const organisationsArea = defineArea({
  ...namedRecords('organisations', 'organisations', organisationPath),
  family: 'organisations',
  query: { include: ['usersCount'] },
  defaultSort: 'name',
  filters: [
    typeFilter(['company', 'trust', 'partnership', 'charity', 'pension']),
    statusFilter(ORGANISATION_STATUS),
  ],
  columns: [
    nameColumn<Row<'organisations'>>(organisationPath, companyNumber),
    { id: 'type', header: 'Type', sortable: true, cell: (o) => enumText(o.type) },
    statusColumn(ORGANISATION_STATUS),
    { id: 'members', header: 'Members', align: 'right', cell: (o) => count(o.users_count) },
    dateColumn<Row<'organisations'>>(
      'incorporation_date',
      'Incorporated',
      (o) => o.incorporation_date,
    ),
    dateColumn<Row<'organisations'>>('created_at', 'Added', (o) => o.created_at),
  ],
  create: { key: 'organisation', label: 'New organisation' },
})

/** Organisation applications are organisation links (pending until staff decide). */
export const organisationApplicationsArea = defineArea({
  path: relative(ADMIN_PATHS.organisationApplications),
  family: 'organisation-links',
  recordName: applicantName,
  recordPath: applicationPath,
  noun: fixedNoun('applications'),
  description: 'Investors asking to act for an organisation.',
  searchFilter: 'search',
  query: { include: ['user', 'organisation'] },
  defaultSort: '-created_at',
  filters: [
    statusFilter(APPLICATION_STATUS),
    selectFilter(
      'role',
      'Role',
      'All roles',
      enumOptions(['director', 'shareholder', 'trustee', 'authorised_signatory']),
    ),
  ],
  columns: [
    {
      id: 'applicant',
      header: 'Applicant',
      cell: (a) => (
        <PrimaryCell to={applicationPath(a)} name={applicantName(a)} secondary={a.user?.email} />
      ),
    },
    { id: 'organisation', header: 'Organisation', cell: (a) => text(a.organisation?.name) },
    { id: 'role', header: 'Role', sortable: true, cell: (a) => enumText(a.role) },
    statusColumn(APPLICATION_STATUS),
    dateColumn<Row<'organisation-links'>>('created_at', 'Applied', (a) => a.created_at),
    dateColumn<Row<'organisation-links'>>('reviewed_at', 'Reviewed', (a) => a.reviewed_at),
  ],
})

export const investmentMethodsArea = defineArea({
  ...namedRecords('investmentMethods', 'investment_methods', methodPath),
  family: 'investment-methods',
  query: { include: ['user'] },
  defaultSort: 'name',
  filters: [typeFilter(['manual', 'private_manual']), statusFilter(METHOD_STATUS)],
  columns: [
    nameColumn<Row<'investment-methods'>>(methodPath, (m) => m.account_reference),
    { id: 'type', header: 'Type', sortable: true, cell: (m) => enumText(m.type) },
    { id: 'provider', header: 'Provider', sortable: true, cell: (m) => text(m.provider) },
    { id: 'holder', header: 'Holder', cell: (m) => text(personName(m.user) || null) },
    statusColumn(METHOD_STATUS),
    dateColumn<Row<'investment-methods'>>('opened_at', 'Opened', (m) => m.opened_at),
  ],
  create: { key: 'investment-method', label: 'New investment method' },
})

/** SPEC §2 gives nominees no details page: a nominee opens on its transactions. */
export const nomineesArea = defineArea({
  ...namedRecords('nominees', 'nominees', nomineePath),
  family: 'nominees',
  query: { include: ['investmentsCount'] },
  defaultSort: 'name',
  filters: [statusFilter(ACTIVE_STATUS)],
  columns: [
    nameColumn<Row<'nominees'>>(nomineePath, companyNumber),
    { id: 'fca_reference', header: 'FCA reference', cell: (n) => text(n.fca_reference) },
    { id: 'contact', header: 'Contact', cell: (n) => text(n.contact_name) },
    statusColumn(ACTIVE_STATUS),
    {
      id: 'investments',
      header: 'Investments',
      align: 'right',
      cell: (n) => count(n.investments_count),
    },
    dateColumn<Row<'nominees'>>('created_at', 'Added', (n) => n.created_at),
  ],
  create: { key: 'nominee', label: 'New nominee' },
})
