import type { CurrentUser } from '@/lib/session'
import { AppropriatenessPanel, CategorisationPanel } from '@/investor/appropriateness'
import { findMethod, findOrganisation } from '../model/profile-records'
import type { FixedSection, ProfileSection } from '../model/profile-slug'
import { DetailsSection } from './details-section'
import { DocumentsSection } from './documents-section'
import { IdentitySection } from './identity-section'
import { MethodSection } from './method-section'
import { OrganisationApplySection } from './organisation-apply-section'
import { OrganisationSection } from './organisation-section'
import { RecordDocumentsSection } from './record-documents-section'
import { SecuritySection } from './security-section'
import { SubscriptionSection } from './subscription-section'
import { SummarySection } from './summary-section'
import { TypeSection } from './type-section'

function FixedContent({ name, user }: { name: FixedSection; user: CurrentUser }) {
  switch (name) {
    case 'view':
      return <SummarySection user={user} />
    case 'details':
      return <DetailsSection user={user} />
    case 'type':
      return <TypeSection user={user} />
    case 'investor-type':
      return <CategorisationPanel />
    case 'appropriateness':
      return <AppropriatenessPanel />
    case 'identity':
      return <IdentitySection user={user} />
    case 'documents':
      return <DocumentsSection user={user} />
    case 'security':
      return <SecuritySection />
    case 'subscription':
      return <SubscriptionSection />
    case 'organisation-apply':
      return <OrganisationApplySection />
  }
}

/** The content of one profile section (the caller has checked the record is the user's). */
export function SectionContent({ section, user }: { section: ProfileSection; user: CurrentUser }) {
  if (section.kind === 'fixed') return <FixedContent name={section.key} user={user} />
  if (section.kind === 'organisation' || section.kind === 'organisation-documents') {
    const entry = findOrganisation(user, section.id, {
      withRejected: section.kind === 'organisation',
    })
    if (!entry) return null
    return section.kind === 'organisation' ? (
      <OrganisationSection entry={entry} />
    ) : (
      <RecordDocumentsSection
        owner={{ type: 'organisations', id: section.id }}
        name={entry.organisation.name}
      />
    )
  }
  const entry = findMethod(user, section.id)
  if (!entry) return null
  return section.kind === 'investmentmethod' ? (
    <MethodSection entry={entry} />
  ) : (
    <RecordDocumentsSection
      owner={{ type: 'investment-methods', id: section.id }}
      name={entry.method.name}
    />
  )
}
