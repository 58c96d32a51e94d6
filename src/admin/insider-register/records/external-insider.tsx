import { formatDate, formatDateTime } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { defineRecord, detailsTab, text } from '@/admin/kit/records'
import type { RecordOf } from '@/lib/resources'

type Insider = RecordOf<'pa-deals'>

const dealName = (r: Insider) =>
  (r.investment_opportunity as { name?: string } | null | undefined)?.name ??
  `Opportunity #${r.investment_opportunity_id}`

/**
 * An external insider (SPEC §2 pa-deals): someone outside the platform holding inside
 * information about a deal, with when they became one and when they ceased, as an insider list
 * records them for the regulator.
 */
export const externalInsiderRecord = defineRecord({
  family: 'pa-deals',
  listPath: ADMIN_PATHS.paDeals,
  listLabel: 'External insiders',
  noun: 'external insider',
  resource: 'investors',
  query: { include: ['investmentOpportunity'] },
  title: (r) => r.name,
  subtitle: (r) => [r.firm, dealName(r)].filter(Boolean).join(' · '),
  status: (r) =>
    r.ceased_at
      ? { label: `Ceased ${formatDate(r.ceased_at)}`, tone: 'neutral' }
      : { label: 'Current insider', tone: 'warning' },
  tabs: [
    detailsTab<Insider>([
      {
        title: 'Insider',
        rows: [
          { label: 'Name', value: (r) => r.name },
          { label: 'Firm', value: (r) => text(r.firm) },
          { label: 'Email', value: (r) => text(r.email) },
          { label: 'Phone', value: (r) => text(r.phone) },
        ],
      },
      {
        title: 'Inside information',
        rows: [
          { label: 'Deal', value: dealName },
          { label: 'Reason', value: (r) => r.reason },
          { label: 'Became an insider', value: (r) => formatDateTime(r.became_insider_at) },
          {
            label: 'Ceased',
            value: (r) => (r.ceased_at ? formatDate(r.ceased_at) : 'Still an insider'),
          },
        ],
      },
    ]),
  ],
  form: {
    sections: [
      {
        title: 'Insider',
        fields: [
          { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
          { name: 'firm', label: 'Firm', kind: 'text', maxLength: 255 },
          { name: 'email', label: 'Email', kind: 'email', maxLength: 255 },
          { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 50 },
        ],
      },
      {
        title: 'Inside information',
        fields: [
          {
            name: 'investment_opportunity_id',
            label: 'Deal',
            kind: 'relation',
            required: true,
            relation: {
              family: 'investment-opportunities',
              searchFilter: 'search',
              label: (row) => String(row.name ?? `#${String(row.id)}`),
              labelFrom: (record) =>
                (record.investment_opportunity as { name?: string } | null | undefined)?.name ??
                null,
            },
          },
          {
            name: 'reason',
            label: 'Reason',
            kind: 'textarea',
            required: true,
            maxLength: 1000,
            wide: true,
            hint: 'Why they hold inside information, e.g. legal adviser to the company.',
          },
          {
            name: 'became_insider_at',
            label: 'Became an insider',
            kind: 'datetime',
            required: true,
            hint: 'The date and time they first received the information.',
          },
          {
            name: 'ceased_at',
            label: 'Ceased to be an insider',
            kind: 'date',
            hint: 'Leave empty while they still hold inside information.',
          },
        ],
      },
    ],
  },
  createPath: ADMIN_PATHS.newPaDeal,
})
