import { personName } from '@/lib/api'
import { ROLES } from '@/lib/permissions'
import { countryName, formatDate } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { KYC_STATUS, NotSet } from '@/admin/kit/lists'
import type { RecordOf } from '@/lib/resources'
import {
  defineRecord,
  detailsTab,
  addressFields,
  countryField,
  leadStatusField,
  ownerField,
  text,
} from '@/admin/kit/records'
import { InvestorStatusActions } from '@/admin/tabs/compliance-evidence'
import { inviteInvestor } from '../api/requests'
import { InvestorAssociates } from '../components/investor-associates'
import { recordTab, TABS } from '@/admin/kit/record-tabs'
import { ScreeningTab } from '@/admin/tabs/screening'
import { InternationalCheckTab } from '@/admin/tabs/aml'
import { PromotionStatementTab } from '@/admin/tabs/promotion-exemption'

export const investorRecord = defineRecord({
  family: 'users',
  listPath: ADMIN_PATHS.investors,
  listLabel: 'Investors',
  noun: 'investor',
  resource: 'investors',
  query: { include: ['leadStatus', 'owner', 'category', 'investorType', 'associates.user'] },
  title: (u) => personName(u, u.email ?? ''),
  subtitle: (u) => [u.email, u.investor_reference].filter(Boolean).join(' · '),
  status: (u) => {
    const kyc = KYC_STATUS[String(u.kyc_status)]
    return kyc ? { label: `KYC ${kyc.label.toLowerCase()}`, tone: kyc.tone } : null
  },
  figures: (u) => [
    { label: 'Investor reference', value: text(u.investor_reference) },
    { label: 'Investor since', value: text(formatDate(u.created_at)) },
    { label: 'Last login', value: text(formatDate(u.last_login_at)) },
  ],
  tabs: [
    detailsTab<RecordOf<'users'>>(
      [
        {
          title: 'Personal details',
          rows: [
            { label: 'First name', value: (u) => text(u.name) },
            { label: 'Surname', value: (u) => text(u.surname) },
            { label: 'Email', value: (u) => text(u.email) },
            { label: 'Phone', value: (u) => text(u.phone) },
            { label: 'Date of birth', value: (u) => text(formatDate(u.date_of_birth)) },
            { label: 'Nationality', value: (u) => text(countryName(u.nationality)) },
          ],
        },
        {
          title: 'Address',
          rows: [
            {
              label: 'Address',
              value: (u) => text([u.address_line_1, u.address_line_2].filter(Boolean).join(', ')),
            },
            { label: 'Town or city', value: (u) => text(u.city) },
            { label: 'County', value: (u) => text(u.county) },
            { label: 'Postcode', value: (u) => text(u.postcode) },
            { label: 'Country', value: (u) => text(countryName(u.country)) },
          ],
        },
        {
          title: 'Account',
          rows: [
            { label: 'Investor reference', value: (u) => text(u.investor_reference) },
            {
              label: 'Email verified',
              value: (u) =>
                u.email_verified_at ? formatDate(u.email_verified_at) : 'Not verified',
            },
            { label: 'Owner', value: (u) => text(personName(u.owner, '')) },
            { label: 'Associates', value: (u) => <InvestorAssociates associates={u.associates} /> },
            { label: 'Investor type', value: (u) => text(u.investor_type?.name) },
            {
              label: 'Last login',
              value: (u) => (u.last_login_at ? formatDate(u.last_login_at) : <NotSet />),
            },
          ],
        },
      ],
      'Details',
      'details',
      { attributes: 'investor' },
    ),
    TABS.transactions,
    TABS.documents,
    TABS.notes,
    TABS.category,
    TABS.registrationForm,
    TABS.onboardingDocuments,
    TABS.factFind,
    TABS.riskProfile,
    TABS.investorConsent,
    TABS.complianceEvidence,
    // User screening (flag userScreening): the route rules hide it while the flag is off.
    recordTab('screening', 'Screening', ScreeningTab),
    // International AML (flag internationalAml): hidden by the route rules while it is off.
    recordTab('international-check', 'International check', InternationalCheckTab),
    // Financial promotion exemptions (flag financialPromotionExceptions): hidden while it is off.
    recordTab('promotion-statement', 'Promotion statement', PromotionStatementTab),
  ],
  Panel: InvestorStatusActions,
  // Staff accounts are `users` rows too; they are managed under settings, not here.
  accept: (u) => u.role_id === ROLES.User,
  attributes: 'investor',
  form: {
    create: inviteInvestor,
    sections: [
      {
        title: 'Personal details',
        fields: [
          { name: 'name', label: 'First name', kind: 'text', required: true, maxLength: 255 },
          { name: 'surname', label: 'Surname', kind: 'text', required: true, maxLength: 255 },
          { name: 'email', label: 'Email', kind: 'email', required: true, maxLength: 255 },
          { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 50 },
          { name: 'date_of_birth', label: 'Date of birth', kind: 'date' },
          countryField('nationality', 'Nationality'),
        ],
      },
      {
        title: 'Address',
        fields: [
          ...addressFields(),
          { name: 'county', label: 'County', kind: 'text', maxLength: 255 },
          countryField('country'),
        ],
      },
      { title: 'Relationship', fields: [ownerField, leadStatusField] },
    ],
  },
  createPath: ADMIN_PATHS.newInvestor,
})
