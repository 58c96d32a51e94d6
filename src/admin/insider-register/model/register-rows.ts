import { personName } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import { formatDateTime } from '@/lib/format'
import type { RecordOf } from '@/lib/resources'
import { SOUNDING_RESPONSES } from '@/lib/market-soundings/market-sounding'
import type { CsvColumn } from '@/lib/format'
import { plainText } from './csv'

type Consent = components['schemas']['MarketSoundingConsent']

/**
 * A sounding as the register reads it: with its investor, the opportunity's name and the
 * investor's choice to receive it (agreed_at / declined_at, on every record the host serves).
 */
export type RegisterRow = RecordOf<'market-soundings'> & Consent

/** Both consent times, null where a host sends none. */
export const withConsent = (row: RecordOf<'market-soundings'>): RegisterRow => {
  const consent = row as Partial<Consent>
  return { ...row, agreed_at: consent.agreed_at ?? null, declined_at: consent.declined_at ?? null }
}

/** Whether the investor agreed to receive the information, declined it, or has not said. */
export const decisionLabel = (row: RegisterRow) =>
  row.agreed_at ? 'Agreed' : row.declined_at ? 'Declined' : 'Awaiting decision'

/** When the investor agreed or declined; null until they did. */
export const decidedAt = (row: RegisterRow) => row.agreed_at ?? row.declined_at

export type SoundingResponse = NonNullable<RegisterRow['response']>

/** SPEC §4's words for a response. */
export const responseLabel = (response: RegisterRow['response']) =>
  response === null
    ? 'Awaiting response'
    : (SOUNDING_RESPONSES.find((r) => r.value === response)?.label ?? response)

/**
 * The answer column: SPEC §4's words once answered; otherwise why there is none yet. Only an
 * investor who agreed is asked for one.
 */
export const answerLabel = (row: RegisterRow) =>
  row.response !== null || row.agreed_at
    ? responseLabel(row.response)
    : row.declined_at
      ? 'Not asked (declined)'
      : 'Not asked yet'

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
  { header: 'Sent at', value: (r) => formatDateTime(r.created_at) },
  { header: 'Wording shown', value: (r) => plainText(r.wording) },
  { header: 'Agreed at', value: (r) => formatDateTime(r.agreed_at) },
  { header: 'Declined at', value: (r) => formatDateTime(r.declined_at) },
  { header: 'Response', value: (r) => answerLabel(r) },
  { header: 'Responded at', value: (r) => formatDateTime(r.responded_at) },
  { header: 'Cleansed at', value: (r) => formatDateTime(r.cleansed_at) },
]
