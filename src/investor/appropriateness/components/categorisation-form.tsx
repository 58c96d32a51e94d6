import { useState } from 'react'
import type { CurrentUser } from '@/lib/session'
import { Button, ErrorState, Form, LoadingState, RadioGroup, useFormSubmit, useToast } from '@/ui'
import { useRefreshStatus } from '../hooks/use-submit-answers'
import { useCategorisationData } from '../hooks/use-categorisation-data'
import { useConfirmCategory, type ConfirmationResult } from '../hooks/use-confirm-category'
import { toAnswers, unansweredIds, unansweredSummary, type AnswerMap } from '../model/answers'
import { declarationErrors, EMPTY_DECLARATION, type Declaration } from '../model/declaration'
import { CategoryDeclaration } from './category-declaration'
import { CategoryQuiz, QuizBlocked } from './category-quiz'
import { StyledActions, StyledButtons, StyledMuted } from './panel-styles'

export interface CategorisationFormProps {
  user: CurrentUser
  onConfirmed: () => void
  /** Offered when the investor already has a category and is changing it. */
  onCancel?: () => void
}

const CHOOSE_MESSAGE = 'Choose the type of investor you are.'

/** Choose a category, make its statement, pass the questionnaire once: "Confirm my category". */
export function CategorisationForm({ user, onConfirmed, onCancel }: CategorisationFormProps) {
  const data = useCategorisationData()
  const toast = useToast()
  const refreshQuiz = useRefreshStatus('fca-compliance')
  const [categoryId, setCategoryId] = useState<string | null>(
    user.investor_category_id == null ? null : String(user.investor_category_id),
  )
  const [declaration, setDeclaration] = useState<Declaration>(EMPTY_DECLARATION)
  const [answers, setAnswers] = useState<AnswerMap>({})
  const [checks, setChecks] = useState(0)
  const [quizFailed, setQuizFailed] = useState(false)
  const submission = useFormSubmit(useConfirmCategory(user.id), {
    onSuccess: (result: ConfirmationResult) => {
      if (!result.confirmed) return setQuizFailed(true)
      toast.success('Your investor category is confirmed.')
      onConfirmed()
    },
    onError: refreshQuiz,
  })
  const cancel = onCancel ? (
    <Button variant="secondary" onClick={onCancel}>
      Cancel
    </Button>
  ) : null

  if (data.kind === 'loading') return <LoadingState label="Loading the investor categories…" />
  if (data.kind === 'error')
    return (
      <ErrorState
        message="We could not load the investor categories."
        onRetry={data.retry}
        retrying={data.retrying}
      />
    )
  if (data.kind === 'blocked')
    return (
      <>
        <QuizBlocked state={data.quiz} focusOnMount={quizFailed} />
        {cancel ? <StyledButtons>{cancel}</StyledButtons> : null}
      </>
    )

  const category = data.categories.find((c) => String(c.id) === categoryId) ?? null
  const quizIds = data.quiz?.questions.map((q) => q.id) ?? []
  const errorsNow: Record<string, string> = {
    ...(category ? declarationErrors(category, declaration) : { category: CHOOSE_MESSAGE }),
    ...(unansweredIds(quizIds, answers).length
      ? { quiz: unansweredSummary(unansweredIds(quizIds, answers).length) }
      : {}),
  }
  const shown: Record<string, string> = checks > 0 ? errorsNow : {}
  const missing = checks > 0 ? unansweredIds(quizIds, answers) : []

  const handleSubmit = () => {
    if (!category || Object.keys(errorsNow).length > 0) return setChecks((n) => n + 1)
    void submission.submit({
      category,
      declaration,
      quiz: data.quiz ? { bank: data.quiz.bank, answers: toAnswers(quizIds, answers) } : null,
    })
  }

  return (
    <Form
      aria-label="Your investor category"
      onSubmit={handleSubmit}
      submission={{
        isSubmitting: submission.isSubmitting,
        formError: submission.formError,
        fieldErrors: { ...submission.fieldErrors, ...shown },
        failures: submission.failures + checks,
      }}
    >
      <RadioGroup
        legend="Which type of investor are you?"
        hint="The FCA asks us to check this before we show you investment opportunities."
        name="investor-category"
        options={data.categories.map((c) => ({ value: String(c.id), label: c.name }))}
        value={categoryId}
        onChange={(value) => {
          setCategoryId(value)
          setDeclaration(EMPTY_DECLARATION)
        }}
        error={shown.category}
        disabled={submission.isSubmitting}
      />
      {category ? (
        <CategoryDeclaration
          key={category.id}
          category={category}
          value={declaration}
          errors={shown}
          onChange={(patch) => setDeclaration((d) => ({ ...d, ...patch }))}
          disabled={submission.isSubmitting}
        />
      ) : null}
      {data.quiz ? (
        <CategoryQuiz
          questions={data.quiz.questions}
          answers={answers}
          missing={missing}
          disabled={submission.isSubmitting}
          onAnswer={(questionId, optionId) =>
            setAnswers((prev) => ({ ...prev, [questionId]: optionId }))
          }
        />
      ) : null}
      <StyledActions $gap="sm" $align="stretch">
        <StyledMuted>We keep a copy of your statement for our records.</StyledMuted>
        <StyledButtons>
          {cancel}
          <Button type="submit" loading={submission.isSubmitting} loadingText="Submitting">
            Confirm my category
          </Button>
        </StyledButtons>
      </StyledActions>
    </Form>
  )
}
