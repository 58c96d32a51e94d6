import { Link, isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom'
import styled from 'styled-components'
import { INVESTOR_ROLE } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Button } from '@/ui'
import { StatusPage } from './status-page'

export const NOT_FOUND_TITLE = "404 - Sorry that page doesn't seem to exist"
export const NOT_FOUND_DETAIL = 'The page you requested cannot be found'
export const ERROR_TITLE = 'Something went wrong'
export const ERROR_DETAIL = 'Click below to return to our homepage or try again later.'
export const RETURN_HOME = 'Return to homepage'

export interface ErrorPageProps {
  /** Forces the status (the catch-all route); otherwise it comes from the route error. */
  status?: number
  /** Shown inside a portal shell (no <main> of its own). */
  embedded?: boolean
}

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return error.status
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status
    return typeof status === 'number' ? status : null
  }
  return null
}

/**
 * SPEC §2 error page: a 404 says the page does not exist; any other failure says something went
 * wrong, with a return-home button. Below that, by visitor: investors (role 5) get links to
 * their overview and opportunities, other signed-in users a return-home button, and anonymous
 * visitors links to log in or register.
 */
export function ErrorPage({ status, embedded }: ErrorPageProps) {
  const error = useRouteError()
  const notFound = (status ?? statusOf(error)) === 404
  const navigate = useNavigate()
  const session = useCurrentUser()
  const goHome = () => void navigate('/')
  const isInvestor = session.status === 'loggedIn' && session.user.role_id === INVESTOR_ROLE
  const isOtherUser = session.status === 'loggedIn' && !isInvestor
  const isAnonymous = session.status === 'loggedOut' || session.status === 'maintenance'
  const homeButton = !notFound || isOtherUser
  return (
    <StatusPage
      embedded={embedded}
      title={notFound ? NOT_FOUND_TITLE : ERROR_TITLE}
      detail={notFound ? NOT_FOUND_DETAIL : ERROR_DETAIL}
    >
      {homeButton ? <Button onClick={goHome}>{RETURN_HOME}</Button> : null}
      {isInvestor ? (
        <StyledLinks aria-label="Investor pages">
          <StyledLink to="/investor">Overview</StyledLink>
          <StyledLink to="/investor/investments">Investment Opportunities</StyledLink>
        </StyledLinks>
      ) : null}
      {isAnonymous ? (
        <StyledLinks aria-label="Account">
          <StyledLink to="/login">Login</StyledLink>
          <StyledLink to="/register">Register</StyledLink>
        </StyledLinks>
      ) : null}
    </StatusPage>
  )
}

/** The catch-all route: any unknown address is a 404. */
export function NotFoundRoute({ embedded }: { embedded?: boolean }) {
  return <ErrorPage status={404} embedded={embedded} />
}

const StyledLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
`

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:hover {
    color: ${({ theme }) => theme.colours.linkHover};
  }

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`
