import styled from 'styled-components'
import type { CurrentUser } from '../../../lib/session'
import { Avatar, Card } from '../../../ui'
import { StyledTextLink } from '../components/profile-styles'
import { SummaryAccountCard } from '../components/summary-account-card'
import { SummaryMethodsCard, SummaryOrganisationsCard } from '../components/summary-records-cards'
import { profilePath } from '../model/profile-slug'

/** Profile "view": who the investor is, where they stand, and the ways they invest. */
export function SummarySection({ user }: { user: CurrentUser }) {
  const fullName = [user.name, user.surname].filter(Boolean).join(' ')
  return (
    <>
      <Card>
        <StyledIdentity>
          <Avatar
            name={user.name}
            surname={user.surname}
            id={user.id}
            src={user.avatar}
            size="lg"
            decorative
          />
          <StyledWho>
            <h2>{fullName}</h2>
            <span>{user.email}</span>
          </StyledWho>
          <StyledTextLink to={profilePath('details')}>Edit your details</StyledTextLink>
        </StyledIdentity>
      </Card>
      <SummaryAccountCard user={user} />
      <SummaryOrganisationsCard user={user} />
      <SummaryMethodsCard user={user} />
    </>
  )
}

const StyledIdentity = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  > a {
    margin-left: auto;
  }
`

const StyledWho = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
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
