import styled from 'styled-components'
import { useTenantSettings } from '@/lib/tenant'
import { focusRing } from '@/ui'
import { LinkRow, TextLink } from '../components/text-link'
import { AuthLayout } from '../layout/auth-layout'
import { LOGIN_PATH, withRedirect } from '../paths'

/**
 * /register while invite on register is on and no invitation link was followed: nothing to
 * fill in (the host would refuse it), only how to ask the platform for an invitation.
 */
export function InvitationOnly({ redirect }: { redirect: string | null }) {
  const { pageTitle, backToSiteUrl } = useTenantSettings()
  return (
    <AuthLayout
      title="Registration is by invitation"
      description={`${pageTitle} opens investor accounts by invitation only.`}
      footer={
        <LinkRow>
          Already have an account?{' '}
          <TextLink to={withRedirect(LOGIN_PATH, redirect)}>Log in</TextLink>
        </LinkRow>
      }
    >
      <StyledText>
        To ask for an invitation, contact {pageTitle}
        {backToSiteUrl ? (
          <>
            {' '}
            through <StyledAnchor href={backToSiteUrl}>their website</StyledAnchor>
          </>
        ) : null}
        . They will email you a link that opens your registration.
      </StyledText>
      <StyledText>
        Already invited? Open the link in your invitation email to register with the address it was
        sent to.
      </StyledText>
    </AuthLayout>
  )
}

const StyledText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.text};
`

/** The tenant's own website (outside the app), read as the other links of these pages. */
const StyledAnchor = styled.a`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;

  ${focusRing}
`
