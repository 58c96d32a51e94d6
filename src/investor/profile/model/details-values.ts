import type { components } from '@/lib/api/schema.gen'
import type { CurrentUser } from '@/lib/session'
import { textValues, trimmedInput } from './form-values'

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
export const detailsFrom = (user: CurrentUser): DetailsValues => textValues(DETAIL_FIELDS, user)

/**
 * What is sent: trimmed, empty optional fields as null. Name and email go as typed so the host
 * answers "The name field is required." rather than the client guessing.
 */
export function detailsInput(values: DetailsValues): components['schemas']['UserInput'] {
  const input = trimmedInput(DETAIL_FIELDS, values, ['name', 'email'])
  return input as unknown as components['schemas']['UserInput']
}
