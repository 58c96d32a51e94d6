import { formatDate } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { OPPORTUNITY_STAGE, OPPORTUNITY_STATUS, enumOptions } from '@/admin/kit/lists'
import {
  detailsTab,
  money,
  statusOf,
  text,
  type DetailGroup,
  type FormSection,
  type RecordFigure,
} from '@/admin/kit/records'

export type Opportunity = RecordOf<'investment-opportunities'>

const percent = (value: number | null | undefined) =>
  text(value === null || value === undefined ? null : `${value}%`)

export const TAX_RELIEFS = ['none', 'EIS', 'SEIS', 'VCT', 'IHT'] as const
export const INVESTOR_TYPE_OPTIONS = [
  { value: 'individual', label: 'Individuals' },
  { value: 'organisation', label: 'Organisations' },
  { value: 'pension', label: 'Pensions (SIPP/SSAS)' },
  { value: 'investment_method', label: 'Alternative investment methods' },
]

/** The header every opportunity shows, live or existing. */
export const opportunityHeader = {
  title: (o: Opportunity) => o.name ?? '',
  subtitle: (o: Opportunity) =>
    [o.company_name, `Stage ${o.stage} – ${OPPORTUNITY_STAGE[o.stage] ?? ''}`]
      .filter(Boolean)
      .join(' · '),
  status: (o: Opportunity) => statusOf(OPPORTUNITY_STATUS, o.status),
  figures: (o: Opportunity): RecordFigure[] => [
    { label: 'Target', value: money(o.target_amount) },
    {
      label: 'Raised',
      value: (
        <>
          {money(o.raised_amount)}
          {o.percentage_raised != null ? ` (${o.percentage_raised}%)` : ''}
        </>
      ),
    },
    { label: 'Share price', value: money(o.share_price) },
    { label: 'Closes', value: text(formatDate(o.close_date)) },
  ],
}

/** SPEC §2's key-information tab of another opportunity kind (a fund's), over its groups. */
export const keyInformationTabOf = <R,>(groups: readonly DetailGroup<R>[]) =>
  detailsTab<R>(groups, KEY_INFORMATION, KEY_INFORMATION_SEGMENT)

const KEY_INFORMATION = 'Key information'
const KEY_INFORMATION_SEGMENT = 'key-information'

/** SPEC §2's key-information tab: the facts of the company and its raise. */
export const keyInformationTab = detailsTab<Opportunity>(
  [
    {
      title: 'Company',
      rows: [
        { label: 'Company', value: (o) => text(o.company_name) },
        { label: 'Company number', value: (o) => text(o.company_number) },
        { label: 'Website', value: (o) => text(o.website) },
        { label: 'Industry', value: (o) => text(o.industry?.name) },
        { label: 'Type', value: (o) => text(o.type?.name) },
        { label: 'Sub-type', value: (o) => text(o.sub_type?.name) },
      ],
    },
    {
      title: 'The raise',
      rows: [
        { label: 'Target', value: (o) => money(o.target_amount) },
        { label: 'Raised', value: (o) => money(o.raised_amount) },
        { label: 'Minimum investment', value: (o) => money(o.minimum_investment) },
        { label: 'Maximum investment', value: (o) => money(o.maximum_investment) },
        { label: 'Increment', value: (o) => money(o.investment_increment) },
        { label: 'Pre-money valuation', value: (o) => money(o.pre_money_valuation) },
        { label: 'Share price', value: (o) => money(o.share_price) },
        { label: 'Equity offered', value: (o) => percent(o.equity_offered_percent) },
        { label: 'Opens', value: (o) => text(formatDate(o.open_date)) },
        { label: 'Closes', value: (o) => text(formatDate(o.close_date)) },
        { label: 'Tax relief', value: (o) => text(o.tax_relief === 'none' ? null : o.tax_relief) },
      ],
    },
    {
      title: 'Payment details',
      rows: [
        { label: 'Payee', value: (o) => text(o.payee) },
        { label: 'Bank', value: (o) => text(o.bank_name) },
        { label: 'Sort code', value: (o) => text(o.bank_sort_code) },
        { label: 'Account number', value: (o) => text(o.bank_account_number) },
        { label: 'IBAN', value: (o) => text(o.bank_iban) },
        { label: 'SWIFT', value: (o) => text(o.bank_swift) },
      ],
    },
  ],
  KEY_INFORMATION,
  KEY_INFORMATION_SEGMENT,
)

const options = (family: 'industries' | 'types' | 'investment-categories' | 'characters') => ({
  family,
  label: (row: Record<string, unknown>) => String(row.name ?? ''),
})

/** The opportunity's one form (create and edit), in the sections issue 11 names. */
export const opportunityFormSections: readonly FormSection[] = [
  {
    title: 'Basics',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 255 },
      { name: 'company_name', label: 'Company', kind: 'text', required: true, maxLength: 255 },
      { name: 'company_number', label: 'Company number', kind: 'text', maxLength: 8 },
      { name: 'website', label: 'Website', kind: 'url', maxLength: 255, hint: 'Starting https://' },
      { name: 'industry_id', label: 'Industry', kind: 'select', options: options('industries') },
      { name: 'type_id', label: 'Investment type', kind: 'select', options: options('types') },
      {
        name: 'sub_type_id',
        label: 'Sub-type',
        kind: 'select',
        hint: 'The sub-types of the chosen type.',
        options: {
          family: 'sub-types',
          label: (row) => String(row.name ?? ''),
          filterFrom: { field: 'type_id', filter: 'type_id' },
        },
      },
      // SPEC §2/§9: investment categories and characters only with their feature flag.
      {
        name: 'category_id',
        label: 'Investment category',
        kind: 'select',
        flag: 'investmentCategories',
        options: options('investment-categories'),
      },
      {
        name: 'character_id',
        label: 'Investment character',
        kind: 'select',
        flag: 'investmentCategories',
        options: options('characters'),
      },
      {
        name: 'stage',
        label: 'Stage',
        kind: 'select',
        options: [1, 2, 3, 4].map((s) => ({
          value: String(s),
          label: `${s} – ${OPPORTUNITY_STAGE[s]}`,
        })),
      },
      { name: 'is_featured', label: 'Feature it at the top of the portal', kind: 'checkbox' },
      { name: 'pipeline_deal_id', label: 'Deal', kind: 'hidden' },
    ],
  },
  {
    title: 'The raise',
    fields: [
      { name: 'target_amount', label: 'Target', kind: 'money', required: true },
      { name: 'minimum_investment', label: 'Minimum investment', kind: 'money' },
      { name: 'maximum_investment', label: 'Maximum investment', kind: 'money' },
      {
        name: 'investment_increment',
        label: 'Investment increment',
        kind: 'money',
        hint: 'Amounts must be a multiple of this.',
      },
      { name: 'pre_money_valuation', label: 'Pre-money valuation', kind: 'money' },
      { name: 'share_price', label: 'Share price', kind: 'money' },
      { name: 'equity_offered_percent', label: 'Equity offered (%)', kind: 'number' },
      { name: 'open_date', label: 'Opens', kind: 'date' },
      { name: 'close_date', label: 'Closes', kind: 'date' },
    ],
  },
  {
    title: 'Tax relief',
    flag: 'tax',
    fields: [
      {
        name: 'tax_relief',
        label: 'Tax relief',
        kind: 'select',
        options: enumOptions(TAX_RELIEFS).map((o) => ({
          ...o,
          label: o.value === 'none' ? 'None' : o.value,
        })),
      },
    ],
  },
  {
    title: 'What investors read',
    description: 'Shown on the opportunity page of the investor portal.',
    fields: [
      {
        name: 'summary',
        label: 'Summary',
        kind: 'textarea',
        maxLength: 1000,
        wide: true,
        hint: 'One or two sentences for the opportunity card.',
      },
      { name: 'description', label: 'Description', kind: 'richtext', wide: true },
    ],
  },
  {
    title: 'Who may invest',
    fields: [
      {
        name: 'allowed_investor_types',
        label: 'Investor types allowed',
        kind: 'checkboxes',
        options: INVESTOR_TYPE_OPTIONS,
        wide: true,
        hint: 'None ticked: every investor type the tenant allows.',
      },
    ],
  },
  {
    title: 'Payment details',
    description: 'Where investors send the money for their reservations.',
    fields: [
      { name: 'payee', label: 'Payee', kind: 'text', maxLength: 255 },
      { name: 'bank_name', label: 'Bank', kind: 'text', maxLength: 255 },
      { name: 'bank_sort_code', label: 'Sort code', kind: 'text', maxLength: 8 },
      { name: 'bank_account_number', label: 'Account number', kind: 'text', maxLength: 8 },
      { name: 'bank_iban', label: 'IBAN', kind: 'text', maxLength: 34 },
      { name: 'bank_swift', label: 'SWIFT', kind: 'text', maxLength: 11 },
    ],
  },
]
