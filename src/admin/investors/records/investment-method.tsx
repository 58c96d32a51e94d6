import { Link } from 'react-router-dom'
import { personName, type PersonLike } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { enumOptions, humanise, METHOD_STATUS, optionsOf } from '@/admin/kit/lists'
import type { RecordOf } from '@/lib/resources'
import {
  defineRecord,
  detailsTab,
  investorField,
  ownerField,
  statusOf,
  text,
} from '@/admin/kit/records'
import { TABS } from '@/admin/kit/record-tabs'

export const METHOD_TYPES = ['manual', 'private_manual'] as const

const holder = (person: PersonLike | null | undefined, id: number | null | undefined) =>
  id ? (
    <Link to={`${ADMIN_PATHS.investors}/${id}/details`}>
      {personName(person, `Investor #${id}`)}
    </Link>
  ) : (
    text(null)
  )

/** Alternative investment methods (SPEC §4: manual, private_manual): an ISA, a SIPP… */
export const investmentMethodRecord = defineRecord({
  family: 'investment-methods',
  listPath: ADMIN_PATHS.investmentMethods,
  listLabel: 'Investment methods',
  noun: 'investment method',
  resource: 'investors',
  query: { include: ['user', 'leadUser', 'owner'] },
  title: (m) => m.name ?? '',
  subtitle: (m) => [humanise(m.type), m.provider].filter(Boolean).join(' · '),
  status: (m) => statusOf(METHOD_STATUS, m.status),
  tabs: [
    detailsTab<RecordOf<'investment-methods'>>([
      {
        title: 'Investment method',
        rows: [
          { label: 'Type', value: (m) => text(humanise(m.type)) },
          { label: 'Provider', value: (m) => text(m.provider) },
          { label: 'Account name', value: (m) => text(m.account_name) },
          { label: 'Account reference', value: (m) => text(m.account_reference) },
          { label: 'Opened', value: (m) => text(formatDate(m.opened_at)) },
        ],
      },
      {
        title: 'People',
        rows: [
          { label: 'Holder', value: (m) => holder(m.user, m.user_id) },
          { label: 'Lead investor', value: (m) => holder(m.lead_user, m.lead_user_id) },
          { label: 'Owner', value: (m) => text(personName(m.owner, '')) },
        ],
      },
    ]),
    TABS.transactions,
    TABS.notes,
  ],
  form: {
    defaults: { type: 'manual', status: 'pending' },
    sections: [
      {
        title: 'Investment method',
        fields: [
          { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
          {
            name: 'type',
            label: 'Type',
            kind: 'select',
            required: true,
            options: enumOptions(METHOD_TYPES),
          },
          { name: 'status', label: 'Status', kind: 'select', options: optionsOf(METHOD_STATUS) },
          { name: 'provider', label: 'Provider', kind: 'text', maxLength: 255 },
          { name: 'account_name', label: 'Account name', kind: 'text', maxLength: 255 },
          { name: 'account_reference', label: 'Account reference', kind: 'text', maxLength: 100 },
          { name: 'opened_at', label: 'Opened', kind: 'date' },
        ],
      },
      {
        title: 'People',
        fields: [
          { ...investorField('user_id', 'Holder', 'user'), required: true },
          investorField('lead_user_id', 'Lead investor', 'lead_user'),
          ownerField,
        ],
      },
    ],
  },
  createPath: ADMIN_PATHS.newInvestmentMethod,
  createAliases: [`${ADMIN_PATHS.investors}/new-method`],
})
