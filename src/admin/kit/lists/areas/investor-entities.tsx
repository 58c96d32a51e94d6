import { ADMIN_PATHS } from '@/lib/navigation'
import { count, date, enumText, personName, PrimaryCell, text } from '../components/cells'
import type { FamilyRows } from '../api'
import { defineArea } from '../model/area-config'
import {
  ACTIVE_STATUS,
  APPLICATION_STATUS,
  enumOptions,
  METHOD_STATUS,
  ORGANISATION_STATUS,
} from '../model/labels'
import { fixedNoun, nounOf, relative } from './area-helpers'
import { statusColumn, statusFilter } from './status-column'

const typeFilter = (types: string[]) => ({
  id: 'type',
  label: 'Type',
  allLabel: 'All types',
  options: enumOptions(types),
})

const organisationPath = (o: { id: number }) => `${ADMIN_PATHS.organisations}/${o.id}/details`
const applicationPath = (a: { id: number }) =>
  `${ADMIN_PATHS.organisationApplications}/${a.id}/details`
const methodPath = (m: { id: number }) => `${ADMIN_PATHS.investmentMethods}/${m.id}/details`
const nomineePath = (n: { id: number }) => `${ADMIN_PATHS.nominees}/${n.id}/transactions`
const applicantName = (a: FamilyRows['organisation-links']) =>
  personName(a.user) || `Application ${a.id}`

export const organisationsArea = defineArea({
  path: relative(ADMIN_PATHS.organisations),
  family: 'organisations',
  recordName: (o) => o.name,
  recordPath: organisationPath,
  noun: nounOf('organisations'),
  searchFilter: 'search',
  query: { include: ['usersCount'] },
  defaultSort: 'name',
  filters: [
    typeFilter(['company', 'trust', 'partnership', 'charity', 'pension']),
    statusFilter(ORGANISATION_STATUS),
  ],
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (o) => (
        <PrimaryCell
          to={organisationPath(o)}
          name={o.name}
          secondary={o.company_number ? `Company no. ${o.company_number}` : null}
        />
      ),
    },
    { id: 'type', header: 'Type', sortable: true, cell: (o) => enumText(o.type) },
    statusColumn(ORGANISATION_STATUS),
    { id: 'members', header: 'Members', align: 'right', cell: (o) => count(o.users_count) },
    {
      id: 'incorporation_date',
      header: 'Incorporated',
      sortable: true,
      cell: (o) => date(o.incorporation_date),
    },
    { id: 'created_at', header: 'Added', sortable: true, cell: (o) => date(o.created_at) },
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
    {
      id: 'role',
      label: 'Role',
      allLabel: 'All roles',
      options: enumOptions(['director', 'shareholder', 'trustee', 'authorised_signatory']),
    },
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
    { id: 'created_at', header: 'Applied', sortable: true, cell: (a) => date(a.created_at) },
    { id: 'reviewed_at', header: 'Reviewed', sortable: true, cell: (a) => date(a.reviewed_at) },
  ],
})

export const investmentMethodsArea = defineArea({
  path: relative(ADMIN_PATHS.investmentMethods),
  family: 'investment-methods',
  recordName: (m) => m.name,
  recordPath: methodPath,
  noun: nounOf('investment_methods'),
  searchFilter: 'search',
  query: { include: ['user'] },
  defaultSort: 'name',
  filters: [typeFilter(['manual', 'private_manual']), statusFilter(METHOD_STATUS)],
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (m) => <PrimaryCell to={methodPath(m)} name={m.name} secondary={m.account_reference} />,
    },
    { id: 'type', header: 'Type', sortable: true, cell: (m) => enumText(m.type) },
    { id: 'provider', header: 'Provider', sortable: true, cell: (m) => text(m.provider) },
    { id: 'holder', header: 'Holder', cell: (m) => text(personName(m.user) || null) },
    statusColumn(METHOD_STATUS),
    { id: 'opened_at', header: 'Opened', sortable: true, cell: (m) => date(m.opened_at) },
  ],
  create: { key: 'investment-method', label: 'New investment method' },
})

/** SPEC §2 gives nominees no details page: a nominee opens on its transactions. */
export const nomineesArea = defineArea({
  path: relative(ADMIN_PATHS.nominees),
  family: 'nominees',
  recordName: (n) => n.name,
  recordPath: nomineePath,
  noun: nounOf('nominees'),
  searchFilter: 'search',
  query: { include: ['investmentsCount'] },
  defaultSort: 'name',
  filters: [statusFilter(ACTIVE_STATUS)],
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (n) => (
        <PrimaryCell
          to={nomineePath(n)}
          name={n.name}
          secondary={n.company_number ? `Company no. ${n.company_number}` : null}
        />
      ),
    },
    { id: 'fca_reference', header: 'FCA reference', cell: (n) => text(n.fca_reference) },
    { id: 'contact', header: 'Contact', cell: (n) => text(n.contact_name) },
    statusColumn(ACTIVE_STATUS),
    {
      id: 'investments',
      header: 'Investments',
      align: 'right',
      cell: (n) => count(n.investments_count),
    },
    { id: 'created_at', header: 'Added', sortable: true, cell: (n) => date(n.created_at) },
  ],
  create: { key: 'nominee', label: 'New nominee' },
})
