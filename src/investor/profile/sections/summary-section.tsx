import styled from 'styled-components'
import { personName, personNameParts } from '@/lib/api'
import type { CurrentUser } from '@/lib/session'
import { Avatar, Card, Row, SectionBoundary, Stack } from '@/ui'
import { StyledTextLink } from '../components/profile-styles'
import { SummaryAccountCard } from '../components/summary-account-card'
import { SummaryMethodsCard, SummaryOrganisationsCard } from '../components/summary-records-cards'
import { profilePath } from '../model/profile-slug'

/** Profile "view": who the investor is, where they stand, and the ways they invest. */
export function SummarySection({ user }: { user: CurrentUser }) {
  const fullName = personName(user, user.email)
  const { first, last } = personNameParts(user)
  return (
    <>
      <Card>
        <StyledIdentity $gap="md">
          <Avatar
            name={first || fullName}
            surname={last}
            id={user.id}
            src={user.avatar}
            size="lg"
            decorative
          />
          <StyledWho $gap="xxs">
            <h2>{fullName}</h2>
            <span>{user.email}</span>
          </StyledWho>
          <StyledTextLink to={profilePath('details')}>Edit your details</StyledTextLink>
        </StyledIdentity>
      </Card>
      {/* Each card alone: a malformed record takes down its card, not the profile. */}
      <SectionBoundary what="Your account">
        <SummaryAccountCard user={user} />
      </SectionBoundary>
      <SectionBoundary what="Your organisations">
        <SummaryOrganisationsCard user={user} />
      </SectionBoundary>
      <SectionBoundary what="Your investment methods">
        <SummaryMethodsCard user={user} />
      </SectionBoundary>
    </>
  )
}

const StyledIdentity = styled(Row)`
  > a {
    margin-left: auto;
  }
`

const StyledWho = styled(Stack)`
  min-width: 0;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  span {
    color: ${({ theme }) => theme.colours.textMuted};
    overflow-wrap: anywhere;
  }
`
