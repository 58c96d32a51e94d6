import type { components } from '@/lib/api/schema.gen'
import { textValues, trimmedInput } from './form-values'
import type { Organisation } from './profile-records'

/** What the organisation's main contact may change (openapi organisations update). */
export const ORGANISATION_FIELDS = [
  'email',
  'phone',
  'website',
  'registered_address_line_1',
  'registered_address_line_2',
  'registered_city',
  'registered_postcode',
  'registered_country',
] as const

export type OrganisationField = (typeof ORGANISATION_FIELDS)[number]
export type OrganisationValues = Record<OrganisationField, string>

export const organisationValues = (o: Organisation): OrganisationValues =>
  textValues(ORGANISATION_FIELDS, o)

export function organisationUpdate(
  v: OrganisationValues,
): components['schemas']['OrganisationInput'] {
  // Only the fields sent are changed (PATCH); name and type are not among them.
  return trimmedInput(ORGANISATION_FIELDS, v) as components['schemas']['OrganisationInput']
}

/** The registered address on one line, or null when there is none. */
export function registeredAddress(o: Organisation): string | null {
  const parts = [
    o.registered_address_line_1,
    o.registered_address_line_2,
    o.registered_city,
    o.registered_postcode,
  ].filter((p): p is string => Boolean(p))
  return parts.length > 0 ? parts.join(', ') : null
}
