import type { CurrentUser } from '@/lib/session'
import { DocumentsCard } from '../components/documents-card'
import { StyledTextLink } from '../components/profile-styles'
import { profilePath } from '../model/profile-slug'

/** Profile "documents": every document we share with the investor, newest first. */
export function DocumentsSection({ user }: { user: CurrentUser }) {
  return (
    <DocumentsCard
      owner={{ type: 'users', id: user.id }}
      caption="All your documents"
      title="Your documents"
      emptyTitle="No documents yet"
      emptyText={
        <>
          Signed forms and documents you upload appear here. To prove your identity, go to{' '}
          <StyledTextLink to={profilePath('identity')}>Identity verification</StyledTextLink>.
        </>
      }
    />
  )
}
