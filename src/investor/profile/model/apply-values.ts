import type { components } from '@/lib/api/schema.gen'

type S = components['schemas']

export interface ApplyValues {
  name: string
  type: string
  company_number: string
  charity_number: string
  registered_address_line_1: string
  registered_city: string
  registered_postcode: string
  registered_country: string
  email: string
  phone: string
  role: string
  ownership_percentage: string
}

export type ApplyField = keyof ApplyValues

export const EMPTY_APPLY: ApplyValues = {
  name: '',
  type: '',
  company_number: '',
  charity_number: '',
  registered_address_line_1: '',
  registered_city: '',
  registered_postcode: '',
  registered_country: 'GB',
  email: '',
  phone: '',
  role: '',
  ownership_percentage: '',
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** The organisation to register (POST /api/organisations). */
export function organisationInput(v: ApplyValues): S['OrganisationInput'] {
  return {
    name: v.name.trim(),
    type: v.type as S['OrganisationInput']['type'],
    company_number: orNull(v.company_number),
    charity_number: v.type === 'charity' ? orNull(v.charity_number) : null,
    registered_address_line_1: orNull(v.registered_address_line_1),
    registered_city: orNull(v.registered_city),
    registered_postcode: orNull(v.registered_postcode),
    registered_country: orNull(v.registered_country),
    email: orNull(v.email),
    phone: orNull(v.phone),
  }
}

/** The application itself (POST /api/organisation-links), once the organisation exists. */
export function linkInput(v: ApplyValues, organisationId: number) {
  return {
    organisation_id: organisationId,
    role: v.role as S['OrganisationLinkInput']['role'],
    ownership_percentage: v.role === 'shareholder' ? orNull(v.ownership_percentage) : null,
  }
}

/**
 * Checks made before anything is sent, so that a half-made application (an organisation
 * registered but no application) cannot come from a missing role. Laravel's wording.
 */
export function applyPrecheck(v: ApplyValues): Partial<Record<ApplyField, string>> {
  const errors: Partial<Record<ApplyField, string>> = {}
  if (v.role === '') errors.role = 'The role field is required.'
  const pct = v.ownership_percentage.trim()
  if (v.role === 'shareholder' && pct !== '') {
    const n = Number(pct)
    if (!Number.isFinite(n) || n < 0 || n > 100)
      errors.ownership_percentage = 'The ownership percentage field must be between 0 and 100.'
  }
  return errors
}
