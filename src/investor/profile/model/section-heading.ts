import type { CurrentUser } from '@/lib/session'
import { LINK_ROLES, METHOD_TYPES, ORGANISATION_TYPES, labelOf } from './labels'
import { SECTION_TITLES } from './profile-nav'
import { findMethod, findOrganisation } from './profile-records'
import type { FixedSection, ProfileSection } from './profile-slug'

export interface SectionHeading {
  title: string
  description: string
}

const DESCRIPTIONS: Record<FixedSection, string> = {
  view: 'Your details, your verification and the ways you invest, in one place.',
  details: 'Keep your name, contact details and address up to date.',
  type: 'How you usually invest with us.',
  'investor-type':
    'The investor category you confirm before we can show you investment opportunities.',
  appropriateness:
    'A short test of your understanding of the risks of investing in unlisted businesses.',
  identity: 'We verify the identity of every investor, as UK anti-money-laundering rules require.',
  documents: 'Documents we share with you. Open one to read or download it.',
  security: 'Change the password you sign in with.',
  subscription: 'Pay for your investor club membership, or make a one-off card payment.',
  'organisation-apply':
    'Invest through a company, trust, partnership, charity or pension scheme you represent.',
}

/**
 * The heading of a section; null when the section names an organisation or investment
 * method that is not the investor's (the page is then a 404).
 */
export function sectionHeading(section: ProfileSection, user: CurrentUser): SectionHeading | null {
  switch (section.kind) {
    case 'fixed':
      return { title: SECTION_TITLES[section.key].title, description: DESCRIPTIONS[section.key] }
    case 'organisation':
    case 'organisation-documents': {
      const entry = findOrganisation(user, section.id, {
        withRejected: section.kind === 'organisation',
      })
      if (!entry) return null
      const { organisation: o, link } = entry
      return section.kind === 'organisation'
        ? {
            title: o.name,
            description: [
              labelOf(ORGANISATION_TYPES, o.type),
              link ? `Your role: ${labelOf(LINK_ROLES, link.role)}` : '',
            ]
              .filter(Boolean)
              .join(' · '),
          }
        : {
            title: `${o.name} documents`,
            description: `Documents about ${o.name}. Upload what we ask you for, such as its certificate of incorporation.`,
          }
    }
    case 'investmentmethod':
    case 'investmentmethod-documents': {
      const entry = findMethod(user, section.id)
      if (!entry) return null
      const m = entry.method
      return section.kind === 'investmentmethod'
        ? {
            title: m.name,
            description: `${labelOf(METHOD_TYPES, m.type)} investment method${m.provider ? ` with ${m.provider}` : ''}.`,
          }
        : {
            title: `${m.name} documents`,
            description: `Documents about ${m.name}, such as statements and forms from your provider.`,
          }
    }
  }
}
