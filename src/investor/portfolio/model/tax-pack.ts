import { toCsv, type CsvColumn } from '@/lib/format'
import type { TaxYear } from '@/lib/tax-relief'
import { certificateName, schemeLabel, type TaxHolding } from './tax-holdings'

/** What the pack is, and is not, said on the page and in the file alike. */
export const PACK_STATEMENT =
  'This pack is a record of your subscriptions to help you or your accountant complete your tax return. It is not tax advice.'

const money = (n: number) => n.toFixed(2)

/** The pack's columns, one row per subscription claimed in the year (figures plain, for sums). */
export const PACK_COLUMNS: readonly CsvColumn<TaxHolding>[] = [
  { header: 'Company', value: (h) => h.company },
  { header: 'Scheme', value: schemeLabel },
  { header: 'Shares', value: (h) => h.shares },
  { header: 'Amount (GBP)', value: (h) => money(h.amount) },
  { header: 'Share issue date', value: (h) => h.issueDate },
  { header: 'Tax year claimed', value: (h) => h.year?.label },
  { header: 'Carry-back', value: (h) => (h.carryBack ? 'Yes' : 'No') },
  { header: 'HMRC reference (UIR)', value: (h) => h.uir },
  {
    header: 'Certificate',
    value: (h) => (h.certificateIssued ? `${certificateName(h.scheme)} issued` : 'Not yet issued'),
  },
  { header: 'Relief (GBP)', value: (h) => money(h.relief) },
]

/** The subscriptions claimed in a tax year, in share issue order (as the limit fills). */
export const packRows = (holdings: readonly TaxHolding[], year: TaxYear) =>
  holdings
    .filter((h) => h.year?.startYear === year.startYear)
    .sort((a, b) => String(a.issueDate).localeCompare(String(b.issueDate)) || a.id - b.id)

/**
 * The pack as CSV: the header row first so a spreadsheet reads the table as it is, then the
 * statement after a blank line, where it travels with the file without being taken for data.
 */
export function packCsv(holdings: readonly TaxHolding[], year: TaxYear): string {
  const table = toCsv(PACK_COLUMNS, packRows(holdings, year))
  // A one-cell "table" with no rows: the statement as a line, quoted if it ever needs to be.
  const statement = toCsv([{ header: PACK_STATEMENT, value: () => null }], [])
  return `${table}\r\n${statement}`
}

export const packFilename = (year: TaxYear) => `tax-pack-${year.label.replace('–', '-')}.csv`
