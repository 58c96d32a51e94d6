import type { CurrentUser } from '@/lib/session'
import { profileMethods, profileOrganisations } from './profile-records'
import type { FixedSection } from './profile-slug'

/** Titles of the fixed sections (the page's <h1>) and their shorter navigation labels. */
export const SECTION_TITLES: Record<FixedSection, { title: string; nav?: string }> = {
  view: { title: 'Your profile', nav: 'Summary' },
  details: { title: 'Personal details' },
  type: { title: 'Investor type' },
  'investor-type': { title: 'Investor categorisation', nav: 'Categorisation' },
  appropriateness: { title: 'Appropriateness test' },
  identity: { title: 'Identity verification' },
  documents: { title: 'Documents' },
  security: { title: 'Password and security', nav: 'Security' },
  subscription: { title: 'Payments and subscription', nav: 'Subscription' },
  'organisation-apply': { title: 'Apply to an organisation' },
}

export interface NavEntry {
  slug: string
  /** What the link shows. */
  label: string
  /** Words read before the label, for links whose label alone is ambiguous ("Documents"). */
  context?: string
  /** A sub-page of the entry above it (indented on desktop). */
  nested?: boolean
}

export interface NavGroup {
  id: string
  title: string
  entries: NavEntry[]
}

export interface NavOptions {
  /** Organisation links are enabled for the tenant (the apply page). */
  organisationLinks: boolean
  /** The payment endpoints answer on this host. */
  payments: boolean
}

const fixed = (slug: FixedSection): NavEntry => ({
  slug,
  label: SECTION_TITLES[slug].nav ?? SECTION_TITLES[slug].title,
})

/**
 * The profile's navigation: the fixed sections, then one entry (and its documents page) per
 * organisation and investment method of the user (SPEC §2, §3).
 */
export function buildProfileNav(user: CurrentUser, options: NavOptions): NavGroup[] {
  const groups: NavGroup[] = [
    {
      id: 'profile',
      title: 'Your profile',
      entries: (['view', 'details', 'type', 'investor-type', 'appropriateness'] as const).map(
        fixed,
      ),
    },
    {
      id: 'account',
      title: 'Account',
      entries: [
        fixed('identity'),
        fixed('documents'),
        fixed('security'),
        ...(options.payments ? [fixed('subscription')] : []),
      ],
    },
  ]
  const organisations = profileOrganisations(user).flatMap(({ organisation: o }) => [
    { slug: `organisation_${o.id}`, label: o.name },
    { slug: `organisation-documents_${o.id}`, label: 'Documents', context: o.name, nested: true },
  ])
  const apply = options.organisationLinks ? [fixed('organisation-apply')] : []
  if (organisations.length + apply.length > 0)
    groups.push({
      id: 'organisations',
      title: 'Organisations',
      entries: [...organisations, ...apply],
    })
  const methods = profileMethods(user).flatMap(({ method: m }) => [
    { slug: `investmentmethod_${m.id}`, label: m.name },
    {
      slug: `investmentmethod-documents_${m.id}`,
      label: 'Documents',
      context: m.name,
      nested: true,
    },
  ])
  if (methods.length > 0)
    groups.push({ id: 'methods', title: 'Investment methods', entries: methods })
  return groups
}
