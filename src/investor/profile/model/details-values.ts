import type { components } from '@/lib/api/schema.gen'
import type { CurrentUser } from '@/lib/session'

/** The columns of their own row an investor keeps up to date (openapi users: UserInput). */
export const DETAIL_FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'date_of_birth',
  'address_line_1',
  'address_line_2',
  'city',
  'county',
  'postcode',
  'country',
  'nationality',
] as const

export type DetailField = (typeof DETAIL_FIELDS)[number]
export type DetailsValues = Record<DetailField, string>

/** The form's starting values: what the host has, '' for nothing. */
export function detailsFrom(user: CurrentUser): DetailsValues {
  const values = {} as DetailsValues
  for (const field of DETAIL_FIELDS) {
    const value = user[field]
    values[field] = typeof value === 'string' ? value : ''
  }
  return values
}

/**
 * What is sent: trimmed, and empty optional fields as null (Laravel's TrimStrings and
 * ConvertEmptyStringsToNull would do the same). Name and email go as typed so the host
 * answers "The name field is required." rather than the client guessing.
 */
export function detailsInput(values: DetailsValues): components['schemas']['UserInput'] {
  const input: Record<string, string | null> = {}
  for (const field of DETAIL_FIELDS) {
    const value = values[field].trim()
    input[field] = value === '' && field !== 'name' && field !== 'email' ? null : value
  }
  return input as unknown as components['schemas']['UserInput']
}
