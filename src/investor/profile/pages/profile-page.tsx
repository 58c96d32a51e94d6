import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { useCurrentUser } from '@/lib/session'
import { LoadingState, NotFoundError, PageHeader, PageStack, SectionBoundary } from '@/ui'
import { paymentsAvailableQuery } from '../api/profile-queries'
import { ProfileNav } from '../components/profile-nav'
import { StyledProfileLayout, StyledSection } from '../components/profile-styles'
import { buildProfileNav } from '../model/profile-nav'
import { parseProfileSlug } from '../model/profile-slug'
import { sectionHeading } from '../model/section-heading'
import { SectionContent } from '../sections/section-content'

/**
 * /investor/profile/:slug (SPEC §2): the section navigation beside the section's content.
 * An unknown slug, or an organisation or investment method that is not the investor's, is a
 * 404.
 */
export function ProfilePage() {
  const { slug = '' } = useParams()
  const section = parseProfileSlug(slug)
  if (!section) throw new NotFoundError('profile section')
  const { user } = useCurrentUser()
  const flags = useFlags()
  const payments = useQuery(paymentsAvailableQuery)

  // The investor shell renders pages only for a signed-in user; this covers the first paint.
  if (!user) return <LoadingState label="Loading your profile…" />
  const heading = sectionHeading(section, user)
  if (!heading) throw new NotFoundError('profile section')
  const groups = buildProfileNav(user, {
    organisationLinks: flags.organisationLinks,
    payments: payments.data === true,
  })

  return (
    <PageStack>
      <PageHeader title={heading.title} description={heading.description} />
      <StyledProfileLayout>
        <ProfileNav groups={groups} current={slug} />
        <StyledSection $gap="lg">
          <SectionBoundary key={slug} what="This section">
            <SectionContent section={section} user={user} />
          </SectionBoundary>
        </StyledSection>
      </StyledProfileLayout>
    </PageStack>
  )
}
