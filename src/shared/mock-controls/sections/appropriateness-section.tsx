import { useId, useState } from 'react'
import { useCurrentUser } from '@/lib/session'
import { Button } from '@/ui'
import type { ComplianceResult } from '../api/requests'
import { useComplianceResult } from '../hooks/use-compliance-result'
import { Section } from './section'
import { StyledNote, StyledStack, StyledText } from './section-styles'

const ACTIONS: { result: ComplianceResult; label: string; busy: string; done: string }[] = [
  {
    result: 'passed',
    label: 'Pass the appropriateness test',
    busy: 'Passing',
    done: 'Test passed.',
  },
  {
    result: 'failed',
    label: 'Fail the test (start the cooldown)',
    busy: 'Failing',
    done: 'A failed try was recorded: the 24-hour cooldown has started.',
  },
  {
    result: 'end_cooldown',
    label: 'End the test cooldown',
    busy: 'Ending',
    done: 'Cooldown ended.',
  },
  { result: 'reset', label: 'Reset the test', busy: 'Resetting', done: 'Test reset.' },
]

/** Sets the signed-in investor's appropriateness test outcome without taking the test. */
export function AppropriatenessSection() {
  const { user } = useCurrentUser()
  const change = useComplianceResult()
  const noteId = useId()
  // Kept with the email it was for, so switching account does not show another user's result.
  const [done, setDone] = useState<{ email: string; text: string } | null>(null)
  const email = user?.email
  const pending = change.isPending ? change.variables.result : undefined

  const run = (result: ComplianceResult, text: string) => {
    if (!email) return
    setDone(null)
    change.mutate({ email, result }, { onSuccess: () => setDone({ email, text }) })
  }

  return (
    <Section title="Appropriateness test" group>
      <StyledNote id={noteId}>
        {email
          ? `Changes the test result of ${email}, without taking the test.`
          : 'Sign in as an investor to change their test result.'}
      </StyledNote>
      <StyledStack>
        {ACTIONS.map(({ result, label, busy, done: text }) => (
          <Button
            key={result}
            variant="secondary"
            size="sm"
            fullWidth
            aria-describedby={email ? undefined : noteId}
            // The clicked button keeps focus while it works; the others wait for it.
            disabled={!email || (change.isPending && pending !== result)}
            loading={pending === result}
            loadingText={busy}
            onClick={() => run(result, text)}
          >
            {label}
          </Button>
        ))}
      </StyledStack>
      <StyledText role="status">{done && done.email === email ? done.text : null}</StyledText>
    </Section>
  )
}
