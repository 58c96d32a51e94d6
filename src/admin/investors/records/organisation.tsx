import { personName } from '@/lib/api'
import { countryName, formatDate } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { enumOptions, humanise, optionsOf, ORGANISATION_STATUS } from '@/admin/kit/lists'
import type { RecordOf } from '@/lib/resources'
import {
  defineRecord,
  detailsTab,
  addressFields,
  countryField,
  leadStatusField,
  ownerField,
  statusOf,
  text,
} from '@/admin/kit/records'
import { OrganisationMembers } from '../components/organisation-members'
import { TABS } from '@/admin/kit/record-tabs'

export const ORGANISATION_TYPES = ['company', 'trust', 'partnership', 'charity', 'pension'] as const

export const organisationRecord = defineRecord({
  family: 'organisations',
  listPath: ADMIN_PATHS.organisations,
  listLabel: 'Organisations',
  noun: 'organisation',
  resource: 'investors',
  query: { include: ['owner', 'leadStatus', 'usersCount'] },
  title: (o) => o.name ?? '',
  subtitle: (o) =>
    [humanise(o.type), o.company_number ? `Company no. ${o.company_number}` : null]
      .filter(Boolean)
      .join(' · '),
  status: (o) => statusOf(ORGANISATION_STATUS, o.status),
  figures: (o) => [
    { label: 'Members', value: String(o.users_count ?? 0) },
    { label: 'Incorporated', value: text(formatDate(o.incorporation_date)) },
  ],
  tabs: [
    detailsTab<RecordOf<'organisations'>>([
      {
        title: 'Organisation',
        rows: [
          { label: 'Type', value: (o) => text(humanise(o.type)) },
          { label: 'Company number', value: (o) => text(o.company_number) },
          { label: 'Charity number', value: (o) => text(o.charity_number) },
          { label: 'VAT number', value: (o) => text(o.vat_number) },
          { label: 'LEI', value: (o) => text(o.lei) },
          { label: 'Owner', value: (o) => text(personName(o.owner, '')) },
        ],
      },
      {
        title: 'Registered address and contact',
        rows: [
          {
            label: 'Address',
            value: (o) =>
              text(
                [
                  o.registered_address_line_1,
                  o.registered_address_line_2,
                  o.registered_city,
                  o.registered_postcode,
                ]
                  .filter(Boolean)
                  .join(', '),
              ),
          },
          { label: 'Country', value: (o) => text(countryName(o.registered_country)) },
          { label: 'Email', value: (o) => text(o.email) },
          { label: 'Phone', value: (o) => text(o.phone) },
          { label: 'Website', value: (o) => text(o.website) },
        ],
      },
    ]),
    { segment: 'members', label: 'Members', Component: OrganisationMembers },
    TABS.transactions,
    TABS.notes,
  ],
  form: {
    defaults: { status: 'active' },
    sections: [
      {
        title: 'Organisation',
        fields: [
          { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
          {
            name: 'type',
            label: 'Type',
            kind: 'select',
            required: true,
            options: enumOptions(ORGANISATION_TYPES),
          },
          {
            name: 'status',
            label: 'Status',
            kind: 'select',
            options: optionsOf(ORGANISATION_STATUS),
          },
          { name: 'company_number', label: 'Company number', kind: 'text', maxLength: 20 },
          {
            name: 'charity_number',
            label: 'Charity number',
            kind: 'text',
            maxLength: 20,
            when: (v) => v.type === 'charity',
          },
          { name: 'vat_number', label: 'VAT number', kind: 'text', maxLength: 20 },
          { name: 'lei', label: 'LEI', kind: 'text', maxLength: 20, hint: '20 characters' },
          { name: 'incorporation_date', label: 'Incorporation date', kind: 'date' },
        ],
      },
      {
        title: 'Registered address',
        fields: [...addressFields('registered_'), countryField('registered_country')],
      },
      {
        title: 'Contact and relationship',
        fields: [
          { name: 'email', label: 'Email', kind: 'email', maxLength: 255 },
          { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 50 },
          {
            name: 'website',
            label: 'Website',
            kind: 'url',
            maxLength: 255,
            hint: 'Starting https://',
          },
          ownerField,
          leadStatusField,
        ],
      },
    ],
  },
  createPath: ADMIN_PATHS.newOrganisation,
  createAliases: [`${ADMIN_PATHS.organisations}/new-organisation`],
})
