import { useEffect, useRef, useState } from 'react'
import { Card, Stack } from '@/ui'
import { needsCategorisation, useTestState } from '../hooks/use-test-state'
import { CategorisationForm } from './categorisation-form'
import { StyledLead, StyledStep } from './panel-styles'
import { TestBody } from './test-body'

const TITLE = 'Appropriateness test'

/**
 * Profile slug `appropriateness` (SPEC §4): the investor's appropriateness test, its result and
 * the 24-hour cooldown after a failure. With the categorisation popups on, an investor who has
 * not confirmed a category does that first, as step 1 of 2.
 */
export function AppropriatenessPanel() {
  const { state, user, categorisationPopups } = useTestState()
  const [justScored, setJustScored] = useState(false)
  const [justCategorised, setJustCategorised] = useState(false)
  const testStillToTake = !['notInvestor', 'disabled', 'passed'].includes(state.kind)
  if (user && testStillToTake && needsCategorisation(user, categorisationPopups))
    return (
      <Stack $gap="lg">
        <Card title="Your investor category">
          <StyledStep>Step 1 of 2</StyledStep>
          <StyledLead>
            Before you take the test, tell us which type of investor you are and confirm the
            statement for that category.
          </StyledLead>
          <CategorisationForm user={user} onConfirmed={() => setJustCategorised(true)} />
        </Card>
        <Card title={TITLE}>
          <StyledStep>Step 2 of 2</StyledStep>
          <StyledLead>You can take the test here once you have confirmed your category.</StyledLead>
        </Card>
      </Stack>
    )
  return (
    <Card title={TITLE}>
      {justCategorised ? <StepTwo /> : null}
      <TestBody state={state} justScored={justScored} onScored={() => setJustScored(true)} />
    </Card>
  )
}

/** Where focus goes when step 1 is done and its form has gone. */
function StepTwo() {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <StyledStep ref={ref} tabIndex={-1}>
      Step 2 of 2
    </StyledStep>
  )
}
