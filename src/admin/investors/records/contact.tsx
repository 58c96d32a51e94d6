import { personName } from '@/lib/api'
import { countryName, formatDate } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { enumOptions, humanise } from '@/admin/kit/lists'
import type { RecordOf } from '@/lib/resources'
import {
  defineRecord,
  detailsTab,
  countryField,
  leadStatusField,
  ownerField,
  text,
} from '@/admin/kit/records'
import { ConvertContact } from '../components/convert-contact'
import { TABS } from '@/admin/kit/record-tabs'

export const CONTACT_SOURCES = ['referral', 'website', 'event', 'introducer', 'other'] as const

export const contactRecord = defineRecord({
  family: 'contacts',
  listPath: ADMIN_PATHS.contacts,
  listLabel: 'Contacts',
  noun: 'contact',
  resource: 'investors',
  query: { include: ['leadStatus', 'owner', 'organisation'] },
  // first_name + last_name, or the single `name` a stock host sends (issue 9).
  title: (c) => personName(c, c.email ?? ''),
  subtitle: (c) => [c.job_title, c.company].filter(Boolean).join(', '),
  status: (c) => (c.lead_status?.name ? { label: c.lead_status.name, tone: 'info' } : null),
  Actions: ConvertContact,
  tabs: [
    detailsTab<RecordOf<'contacts'>>([
      {
        title: 'Contact details',
        rows: [
          { label: 'Email', value: (c) => text(c.email) },
          { label: 'Phone', value: (c) => text(c.phone) },
          { label: 'Town or city', value: (c) => text(c.city) },
          { label: 'Postcode', value: (c) => text(c.postcode) },
          { label: 'Country', value: (c) => text(countryName(c.country)) },
        ],
      },
      {
        title: 'Relationship',
        rows: [
          { label: 'Company', value: (c) => text(c.company) },
          { label: 'Job title', value: (c) => text(c.job_title) },
          { label: 'Organisation', value: (c) => text(c.organisation?.name) },
          { label: 'Source', value: (c) => text(humanise(c.source)) },
          { label: 'Owner', value: (c) => text(personName(c.owner, '')) },
          { label: 'Added', value: (c) => text(formatDate(c.created_at)) },
        ],
      },
    ]),
    TABS.documents,
    TABS.notes,
    TABS.category,
    TABS.registrationForm,
    TABS.factFind,
    TABS.riskProfile,
  ],
  form: {
    sections: [
      {
        title: 'Contact details',
        fields: [
          { name: 'first_name', label: 'First name', kind: 'text', required: true, maxLength: 255 },
          { name: 'last_name', label: 'Last name', kind: 'text', required: true, maxLength: 255 },
          { name: 'email', label: 'Email', kind: 'email', required: true, maxLength: 255 },
          { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 50 },
          { name: 'city', label: 'Town or city', kind: 'text', maxLength: 255 },
          { name: 'postcode', label: 'Postcode', kind: 'text', maxLength: 20 },
          countryField('country'),
        ],
      },
      {
        title: 'Relationship',
        fields: [
          { name: 'company', label: 'Company', kind: 'text', maxLength: 255 },
          { name: 'job_title', label: 'Job title', kind: 'text', maxLength: 255 },
          {
            name: 'organisation_id',
            label: 'Organisation',
            kind: 'relation',
            relation: {
              family: 'organisations',
              searchFilter: 'search',
              label: (row) => String(row.name ?? ''),
              labelFrom: (record) =>
                (record.organisation as { name?: string } | null)?.name ?? null,
            },
          },
          {
            name: 'source',
            label: 'Source',
            kind: 'select',
            options: enumOptions(CONTACT_SOURCES),
          },
          ownerField,
          leadStatusField,
        ],
      },
    ],
  },
  createPath: ADMIN_PATHS.newContact,
  createAliases: [`${ADMIN_PATHS.contacts}/new-contact`],
})
