import { countryName } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { ACTIVE_STATUS, optionsOf } from '@/admin/kit/lists'
import {
  defineRecord,
  statusOf,
  addressFields,
  countryField,
  ownerField,
} from '@/admin/kit/records'
import { TABS } from '@/admin/kit/record-tabs'

/** SPEC §2 gives nominees no details page: a nominee opens on its transactions. */
export const nomineeRecord = defineRecord({
  family: 'nominees',
  listPath: ADMIN_PATHS.nominees,
  listLabel: 'Nominees',
  noun: 'nominee',
  resource: 'investors',
  query: { include: ['investmentsCount'] },
  title: (n) => n.name ?? '',
  subtitle: (n) =>
    [n.fca_reference ? `FCA ${n.fca_reference}` : null, n.contact_name, countryName(n.country)]
      .filter(Boolean)
      .join(' · '),
  status: (n) => statusOf(ACTIVE_STATUS, n.status),
  figures: (n) => [{ label: 'Investments', value: String(n.investments_count ?? 0) }],
  tabs: [TABS.transactions, TABS.notes],
  form: {
    defaults: { status: 'active' },
    sections: [
      {
        title: 'Nominee',
        fields: [
          { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
          { name: 'status', label: 'Status', kind: 'select', options: optionsOf(ACTIVE_STATUS) },
          { name: 'company_number', label: 'Company number', kind: 'text', maxLength: 20 },
          { name: 'fca_reference', label: 'FCA reference', kind: 'text', maxLength: 10 },
        ],
      },
      {
        title: 'Contact',
        fields: [
          { name: 'contact_name', label: 'Contact name', kind: 'text', maxLength: 255 },
          { name: 'contact_email', label: 'Contact email', kind: 'email', maxLength: 255 },
          { name: 'phone', label: 'Phone', kind: 'tel', maxLength: 50 },
          ...addressFields(),
          countryField('country'),
          ownerField,
        ],
      },
      {
        title: 'Bank account',
        // The host neither sends nor takes the account while the tenant hides it from staff.
        unlessFlag: 'hideBankDetailsAdmin',
        fields: [
          { name: 'bank_account_name', label: 'Account name', kind: 'text', maxLength: 255 },
          {
            name: 'sort_code',
            label: 'Sort code',
            kind: 'text',
            maxLength: 8,
            hint: 'As 12-34-56',
          },
          { name: 'account_number', label: 'Account number', kind: 'text', maxLength: 8 },
        ],
      },
    ],
  },
  createPath: ADMIN_PATHS.newNominee,
  createAliases: [`${ADMIN_PATHS.investors}/new-nominee`],
})
