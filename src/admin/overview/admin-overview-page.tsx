import { useMemo } from 'react'
import styled from 'styled-components'
import { MyOpenTasks } from '@/admin/tabs/notes-calls-tasks'
import { useTerm } from '@/lib/terminology'
import { useAdminContext } from '@/lib/navigation/use-admin-context'
import { Stack } from '@/ui'
import { greeting } from './greeting'
import { OverviewFigures } from './overview-figures'
import { shortcutCards } from './shortcut-links'
import { Shortcuts } from './shortcuts'

/**
 * /admin (SPEC §2): a greeting, the headline figures, the user's open tasks and shortcuts to the
 * role's areas, each listing the pages it leads to.
 */
export function AdminOverviewPage() {
  const t = useTerm()
  const { user, nav, roleId, flags, terms } = useAdminContext()
  const cards = useMemo(
    () => shortcutCards(nav, { roleId, flags, terms }),
    [nav, roleId, flags, terms],
  )
  return (
    <Stack $gap="xl">
      <header>
        <StyledTitle>{t('overview')}</StyledTitle>
        <StyledGreeting>
          {greeting()}
          {user ? `, ${user.name}` : ''}. Here is where things stand today.
        </StyledGreeting>
      </header>
      <section aria-labelledby="figures-title">
        <StyledSubheading id="figures-title">Headline figures</StyledSubheading>
        <OverviewFigures />
      </section>
      <MyOpenTasks />
      <Shortcuts cards={cards} />
    </Stack>
  )
}

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.display};
`

const StyledGreeting = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledSubheading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`
