import { personName } from '@/lib/api'
import { formatDateTime } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { SOUNDING_RESPONSES } from '@/features/opportunities'
import { plainText, type CsvColumn } from './csv'

/** A sounding as the register reads it: with its investor and the opportunity's name. */
export type RegisterRow = RecordOf<'market-soundings'>

export type SoundingResponse = NonNullable<RegisterRow['response']>

/** SPEC §4's words for a response. */
export const responseLabel = (response: RegisterRow['response']) =>
  response === null
    ? 'Awaiting response'
    : (SOUNDING_RESPONSES.find((r) => r.value === response)?.label ?? response)

type Person = NonNullable<Parameters<typeof personName>[0]> & { email?: string | null }

export const insiderOf = (row: RegisterRow): Person | null =>
  (row.user as Person | null | undefined) ?? null

export const insiderName = (row: RegisterRow) => {
  const person = insiderOf(row)
  return person ? personName(person, person.email ?? '') : `Investor #${row.user_id}`
}

export const opportunityName = (row: RegisterRow) =>
  row.opportunity_name ?? `Opportunity #${row.investment_opportunity_id}`

/** The register as the regulator reads it: one line per insider and sounding. */
export const REGISTER_CSV: readonly CsvColumn<RegisterRow>[] = [
  { header: 'Insider', value: insiderName },
  { header: 'Email', value: (r) => insiderOf(r)?.email ?? '' },
  { header: 'Opportunity', value: opportunityName },
  { header: 'Sounding', value: (r) => r.title },
  { header: 'Sounded at', value: (r) => formatDateTime(r.created_at) },
  { header: 'Wording shown', value: (r) => plainText(r.wording) },
  { header: 'Response', value: (r) => responseLabel(r.response) },
  { header: 'Responded at', value: (r) => formatDateTime(r.responded_at) },
  { header: 'Cleansed at', value: (r) => formatDateTime(r.cleansed_at) },
]
