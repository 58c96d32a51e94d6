import { formatDate, formatDateTime } from '@/lib/format'
import type { ExternalInsider } from '../api/external-insiders'
import type { CsvColumn } from '@/lib/format'

export const dealName = (row: ExternalInsider) =>
  row.opportunity_name ?? `Opportunity #${row.investment_opportunity_id}`

/** The external insider list as the regulator reads it. */
export const EXTERNAL_INSIDERS_CSV: readonly CsvColumn<ExternalInsider>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Firm', value: (r) => r.firm },
  { header: 'Email', value: (r) => r.email },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Deal', value: dealName },
  { header: 'Reason', value: (r) => r.reason },
  { header: 'Became an insider', value: (r) => formatDateTime(r.became_insider_at) },
  { header: 'Ceased', value: (r) => formatDate(r.ceased_at) },
]
