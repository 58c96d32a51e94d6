/** The fixed sections of /investor/profile/{slug} (SPEC §2). */
export const FIXED_SECTIONS = [
  'view',
  'details',
  'type',
  'investor-type',
  'appropriateness',
  'identity',
  'security',
  'documents',
  'subscription',
  'organisation-apply',
] as const

export type FixedSection = (typeof FIXED_SECTIONS)[number]

/** Sections about one of the investor's organisations or investment methods. */
export const RECORD_SECTIONS = [
  'organisation',
  'organisation-documents',
  'investmentmethod',
  'investmentmethod-documents',
] as const

export type RecordSection = (typeof RECORD_SECTIONS)[number]

export type ProfileSection =
  { kind: 'fixed'; key: FixedSection } | { kind: RecordSection; id: number }

const RECORD_SLUG =
  /^(organisation|organisation-documents|investmentmethod|investmentmethod-documents)_([1-9]\d*)$/

/** The section a slug names, or null for a slug the profile does not have (a 404). */
export function parseProfileSlug(slug: string): ProfileSection | null {
  if ((FIXED_SECTIONS as readonly string[]).includes(slug))
    return { kind: 'fixed', key: slug as FixedSection }
  const match = RECORD_SLUG.exec(slug)
  if (!match) return null
  const id = Number(match[2])
  return Number.isSafeInteger(id) ? { kind: match[1] as RecordSection, id } : null
}

/** The slug of a section: the inverse of parseProfileSlug. */
export function profileSlug(section: ProfileSection): string {
  return section.kind === 'fixed' ? section.key : `${section.kind}_${section.id}`
}

/** The URL of a profile section. */
export const profilePath = (slug: string) => `/investor/profile/${slug}`
