import { useState } from 'react'
import { personName } from '@/lib/api'
import { useCurrentUser, type CurrentUserState } from '@/lib/session'
import { Button, SelectField } from '@/ui'
import { useSwitchAccount } from '../hooks/use-switch-account'
import { DEMO_ACCOUNTS, demoAccountOptions, findDemoAccount } from '../model/demo-accounts'
import { Section } from './section'
import { StyledNote, StyledRow, StyledText } from './section-styles'

function whoIsSignedIn(session: CurrentUserState): string {
  switch (session.status) {
    case 'loggedIn': {
      const name = personName(session.user)
      return name
        ? `Signed in as ${name} (${session.user.email})`
        : `Signed in as ${session.user.email}`
    }
    case 'pending':
      return 'Checking who is signed in…'
    case 'maintenance':
      return 'Not known: the site is down (maintenance or outage).'
    default:
      return 'Not signed in'
  }
}

export interface AccountSectionProps {
  /** After a successful switch (the panel closes so the new user's page can be seen). */
  onSwitched?: () => void
}

/** Who is signed in, and a switch to any demo account. */
export function AccountSection({ onSwitched }: AccountSectionProps) {
  const session = useCurrentUser()
  const { switchTo, switching } = useSwitchAccount()
  const [chosen, setChosen] = useState<string | null>(null)
  const email = chosen ?? findDemoAccount(session.user?.email)?.email ?? DEMO_ACCOUNTS[0].email

  return (
    <Section title="Account">
      <StyledText aria-live="polite">{whoIsSignedIn(session)}</StyledText>
      <StyledRow>
        <SelectField
          label="Demo account"
          options={demoAccountOptions}
          value={email}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button
          onClick={async () => {
            if (await switchTo(email)) onSwitched?.()
          }}
          loading={switching}
          loadingText="Switching"
        >
          Switch
        </Button>
      </StyledRow>
      <StyledNote>Every demo account’s password is “password”.</StyledNote>
    </Section>
  )
}
