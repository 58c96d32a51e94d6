import { Link } from 'react-router-dom'
import { ErrorState, LoadingState } from '@/ui'
import type { TestState } from '../hooks/use-test-state'
import { attemptsText, formatRetryAt, isUnlimited } from '../model/attempts'
import { ATTEMPTS_USED_MESSAGE, TEST_MESSAGES } from '../model/messages'
import { Outcome } from './outcome'
import { StyledLead, StyledMuted } from './panel-styles'
import { TestForm } from './test-form'

export interface TestBodyProps {
  state: TestState
  /** True once the investor submitted here: the outcome then takes focus. */
  justScored: boolean
  onScored: () => void
}

/** A sentence ending with a link to the opportunities open to the investor. */
const toOpportunities = (lead: string) => (
  <p>
    {lead} the <Link to="/investor/investments">opportunities</Link> open to you.
  </p>
)

/** The card's content for each state of the test (SPEC §4, messages of §8). */
export function TestBody({ state, justScored, onScored }: TestBodyProps) {
  switch (state.kind) {
    case 'loading':
      return <LoadingState label="Loading your appropriateness test…" />
    case 'error':
      return (
        <ErrorState
          message="We could not load your appropriateness test."
          onRetry={state.retry}
          retrying={state.retrying}
        />
      )
    case 'notInvestor':
      return <StyledLead>The appropriateness test is for investors only.</StyledLead>
    case 'disabled':
      return (
        <Outcome tone="info" title="You do not need to take an appropriateness test.">
          {toOpportunities('You can go straight to')}
        </Outcome>
      )
    case 'passed':
      return (
        <Outcome tone="success" title={TEST_MESSAGES.passed} focusOnMount={justScored}>
          {toOpportunities('You can now invest in')}
        </Outcome>
      )
    case 'exhausted':
      return (
        <Outcome tone="danger" title={TEST_MESSAGES.failed} focusOnMount={justScored}>
          <p>{ATTEMPTS_USED_MESSAGE}</p>
        </Outcome>
      )
    case 'cooldown':
      return (
        <Outcome tone="danger" title={TEST_MESSAGES.failed} focusOnMount={justScored}>
          <p>{TEST_MESSAGES.cooldown}</p>
          <p>
            <strong>You can try again after {formatRetryAt(state.retryAt)}.</strong>
          </p>
          {isUnlimited(state.allowed) ? null : <p>{attemptsText(state.tries, state.allowed)}</p>}
        </Outcome>
      )
    case 'ready':
      return (
        <>
          {justScored ? (
            <Outcome tone="danger" title={TEST_MESSAGES.failed} focusOnMount>
              <p>Please read the questions again carefully and have another go.</p>
            </Outcome>
          ) : null}
          <StyledLead>
            Before you invest, we need to check that you understand the risks of investing in
            early-stage businesses. Answer every question below, then submit your answers.
          </StyledLead>
          <Outcome tone="info" title={TEST_MESSAGES.pending}>
            <p>
              {attemptsText(state.tries, state.allowed)} If you do not pass, you will need to wait
              24 hours before you try again.
            </p>
          </Outcome>
          {state.tries > 0 ? (
            <StyledMuted>
              This is attempt {state.tries + 1}
              {isUnlimited(state.allowed) ? '' : ` of ${state.allowed}`}. The questions may differ
              from your last attempt.
            </StyledMuted>
          ) : null}
          <TestForm key={state.bank} bank={state.bank} onScored={onScored} />
        </>
      )
  }
}
