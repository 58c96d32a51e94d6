import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { useTerms } from '@/lib/terminology'
import { LinkButton, Stack } from '@/ui'
import { roleLabel } from '../model/role-label'
import { useAdminContext } from '@/lib/navigation/use-admin-context'

export const FORBIDDEN_TITLE = "You don't have access to this page"

/**
 * A page the signed-in role may not open (SPEC §6), shown inside the shell: what happened, why,
 * and the way back to the first page the role may open.
 */
export function ForbiddenPage() {
  const { roleId, landing, landingLabel } = useAdminContext()
  const navigate = useNavigate()
  const terms = useTerms()
  return (
    <StyledForbidden as="section" $align="center" aria-labelledby="forbidden-title">
      <StyledCode aria-hidden="true">403</StyledCode>
      <StyledTitle id="forbidden-title">{FORBIDDEN_TITLE}</StyledTitle>
      <StyledText>
        Your role, {roleLabel(roleId, terms)}, can&apos;t open this page. If you need it, ask an
        administrator to change your access.
      </StyledText>
      <LinkButton href={landing} onNavigate={(to) => void navigate(to)}>
        Go to {landingLabel}
      </LinkButton>
    </StyledForbidden>
  )
}

const StyledForbidden = styled(Stack)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`

const StyledCode = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.display};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.textMuted};
  letter-spacing: 0.08em;
`

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`

const StyledText = styled.p`
  margin: 0;
  max-width: 48ch;
  color: ${({ theme }) => theme.colours.textMuted};
`
