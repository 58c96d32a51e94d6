import { formatDate, formatPercent } from '@/lib/format'
import { FUND_STATUS, strategyLabel } from '@/admin/kit/lists'
import { detailsTab, money, text } from '@/admin/kit/records'
import type { Fund } from '../api/fund-queries'

/** A fund's amounts are whole pounds. */
export const poundsOf = (value: number | string | null | undefined) =>
  money(value, { pence: 'never' })
const percent = (value: number | null | undefined) =>
  text(value === null || value === undefined ? null : formatPercent(Number(value)))

/** The fund's own facts, above its NAV history on the details tab. */
export const fundFacts = detailsTab<Fund>([
  {
    title: 'Fund',
    rows: [
      { label: 'Manager', value: (f) => text(f.manager_name) },
      { label: 'Strategy', value: (f) => text(strategyLabel(f.strategy)) },
      { label: 'Vintage', value: (f) => text(f.vintage_year) },
      { label: 'Inception date', value: (f) => text(formatDate(f.inception_date, 'UTC')) },
      { label: 'Status', value: (f) => text(FUND_STATUS[f.status]?.label ?? f.status) },
    ],
  },
  {
    title: 'Capital',
    rows: [
      { label: 'Target size', value: (f) => poundsOf(f.target_size) },
      { label: 'Committed', value: (f) => poundsOf(f.committed_amount) },
      { label: 'Called', value: (f) => poundsOf(f.called_amount) },
      { label: 'Net asset value', value: (f) => poundsOf(f.nav) },
    ],
  },
  {
    title: 'Terms',
    rows: [
      { label: 'Management fee', value: (f) => percent(f.management_fee) },
      { label: 'Carried interest', value: (f) => percent(f.carried_interest) },
      { label: 'Hurdle rate', value: (f) => percent(f.hurdle_rate) },
    ],
  },
])
