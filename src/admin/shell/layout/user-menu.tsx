import styled from 'styled-components'
import { LOGOUT_PATH, personName, personNameParts } from '@/lib/api'
import type { CurrentUser } from '@/lib/session'
import { useTerms } from '@/lib/terminology'
import { Avatar, Button, MenuButton } from '@/ui'
import { roleLabel } from '../model/role-label'
import { StyledResponsiveLabel } from './responsive-label'
import { ChevronDownIcon } from './shell-icons'

const ITEMS = [{ key: 'logout', label: 'Log out', to: LOGOUT_PATH }] as const

/** Who is signed in (avatar, name, role) and the way out (SPEC §2: logout goes to /api/logout). */
export function UserMenu({ user }: { user: CurrentUser }) {
  const fullName = personName(user)
  const { first, last } = personNameParts(user)
  const role = roleLabel(user.role_id, useTerms())
  return (
    <MenuButton
      align="end"
      items={ITEMS}
      header={
        <StyledWho>
          <StyledName>{fullName}</StyledName>
          <StyledDetail>{user.email}</StyledDetail>
          <StyledDetail>{role}</StyledDetail>
        </StyledWho>
      }
      renderTrigger={(trigger) => (
        <StyledTrigger {...trigger} variant="ghost">
          <Avatar
            name={first || user.email}
            surname={last}
            id={user.id}
            src={user.avatar}
            size="sm"
            decorative
          />
          <StyledResponsiveLabel $from="md">
            <StyledTriggerText>
              <StyledTriggerName>{fullName}</StyledTriggerName>
              <StyledTriggerRole>{role}</StyledTriggerRole>
            </StyledTriggerText>
          </StyledResponsiveLabel>
          <ChevronDownIcon />
        </StyledTrigger>
      )}
    />
  )
}

const StyledTrigger = styled(Button)`
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colours.text};
  text-align: left;
`

const StyledTriggerText = styled.span`
  display: flex;
  flex-direction: column;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`

const StyledTriggerName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledTriggerRole = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledWho = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.sm}`};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
`

const StyledDetail = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  overflow-wrap: anywhere;
`
