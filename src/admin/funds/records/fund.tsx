import { formatPrice } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { FUND_STATUS, FUND_STRATEGIES, optionsOf, strategyLabel } from '@/admin/kit/lists'
import { TABS } from '@/admin/kit/record-tabs'
import { defineRecord, statusOf, text } from '@/admin/kit/records'
import { FundDetails } from '../components/fund-details-tab'
import { FundKpisTab } from '../components/fund-kpis-tab'
import { FundPortfolioTab } from '../components/fund-portfolio-tab'
import { FundTransactionsTab } from '../components/fund-transactions-tab'
import { poundsOf } from './fund-facts'

/** SPEC §2's fund: details (with its NAV), transactions (the ledger), portfolio, KPIs, notes. */
export const fundRecord = defineRecord({
  family: 'funds',
  listPath: ADMIN_PATHS.funds,
  listLabel: 'Funds',
  noun: 'fund',
  resource: 'funds',
  query: { append: ['investors_count', 'nav_per_unit'] },
  title: (f) => f.name,
  subtitle: (f) => [f.manager_name, strategyLabel(f.strategy)].filter(Boolean).join(' · '),
  status: (f) => statusOf(FUND_STATUS, f.status),
  figures: (f) => [
    {
      label: 'Latest NAV per unit',
      value: text(f.nav_per_unit == null ? null : formatPrice(Number(f.nav_per_unit))),
    },
    { label: 'Net asset value', value: poundsOf(f.nav) },
    { label: 'Fund size', value: poundsOf(f.target_size) },
    { label: 'Committed', value: poundsOf(f.committed_amount) },
    { label: 'Investors', value: text(f.investors_count ?? null) },
  ],
  tabs: [
    { segment: 'details', label: 'Details', Component: FundDetails },
    { segment: 'transactions', label: 'Transactions', Component: FundTransactionsTab },
    { segment: 'portfolio', label: 'Portfolio', Component: FundPortfolioTab },
    { segment: 'kpis', label: 'KPIs', Component: FundKpisTab },
    TABS.notes,
  ],
  form: {
    sections: [
      {
        title: 'Fund',
        fields: [
          { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
          {
            name: 'manager_name',
            label: 'Manager',
            kind: 'text',
            required: true,
            maxLength: 255,
          },
          {
            name: 'strategy',
            label: 'Strategy',
            kind: 'select',
            required: true,
            options: FUND_STRATEGIES.map((s) => ({ value: s, label: strategyLabel(s) })),
          },
          {
            name: 'status',
            label: 'Status',
            kind: 'select',
            required: true,
            options: optionsOf(FUND_STATUS),
          },
          { name: 'vintage_year', label: 'Vintage year', kind: 'number', required: true },
          { name: 'inception_date', label: 'Inception date', kind: 'date', required: true },
        ],
      },
      {
        title: 'Size and terms',
        fields: [
          { name: 'target_size', label: 'Target size', kind: 'money', required: true },
          {
            name: 'management_fee',
            label: 'Management fee (%)',
            kind: 'number',
            hint: 'A year, as a percent of commitments.',
          },
          { name: 'carried_interest', label: 'Carried interest (%)', kind: 'number' },
          {
            name: 'hurdle_rate',
            label: 'Hurdle rate (%)',
            kind: 'number',
            hint: 'Preferred return a year.',
          },
        ],
      },
      {
        title: 'Description',
        fields: [{ name: 'description', label: 'Description', kind: 'richtext', wide: true }],
      },
    ],
  },
})
