import { Stack } from '@/ui'
import type { Question } from '../api/compliance-requests'
import type { AnswerMap } from '../model/answers'
import { formatRetryAt, type AttemptState } from '../model/attempts'
import { Outcome } from './outcome'
import { StyledPartText, StyledPartTitle } from './panel-styles'
import { QuestionList, type QuestionListProps } from './question-list'

type Blocked = Extract<AttemptState, { kind: 'cooldown' | 'exhausted' }>

/** Why the category cannot be confirmed now: the questionnaire was failed. */
export function QuizBlocked({ state, focusOnMount }: { state: Blocked; focusOnMount?: boolean }) {
  return (
    <Outcome
      tone="danger"
      title="You have not passed the categorisation questions."
      focusOnMount={focusOnMount}
    >
      {state.kind === 'cooldown' ? (
        <p>
          You can answer them again, and confirm your investor category, after{' '}
          <strong>{formatRetryAt(state.retryAt)}</strong>.
        </p>
      ) : (
        <p>
          You have used all of your attempts at the categorisation questions. Please contact us to
          discuss your options.
        </p>
      )}
    </Outcome>
  )
}

export interface CategoryQuizProps extends Omit<QuestionListProps, 'questions'> {
  questions: readonly Question[]
  answers: AnswerMap
}

/** The categorisation questionnaire (fca-compliance): that the investor knows what they certify. */
export function CategoryQuiz(props: CategoryQuizProps) {
  return (
    <Stack as="section" $gap="sm" aria-labelledby="category-quiz-title">
      <StyledPartTitle id="category-quiz-title">Check your understanding</StyledPartTitle>
      <StyledPartText>
        Answer these questions about the investor categories. You need to answer every one correctly
        to confirm your category.
      </StyledPartText>
      <QuestionList {...props} />
    </Stack>
  )
}
