import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { sessionKeys } from '@/lib/session'
import { Button, EmptyState, Form, PendingStates, useFormSubmit } from '@/ui'
import { questionsQuery } from '../api/compliance-queries'
import { useRefreshStatus, useSubmitAnswers, type Attempt } from '../hooks/use-submit-answers'
import { toAnswers, unansweredIds, unansweredSummary, type AnswerMap } from '../model/answers'
import type { Bank } from '../model/attempts'
import { StyledActions } from './panel-styles'
import { QuestionList } from './question-list'

export interface TestFormProps {
  bank: Bank
  /** Called once an attempt is scored (the status query then holds the outcome). */
  onScored: () => void
}

/** The appropriateness test: every question of the bank on one page, then "Submit answers". */
export function TestForm({ bank, onScored }: TestFormProps) {
  const client = useQueryClient()
  const questions = useQuery(questionsQuery('compliance', bank))
  const [answers, setAnswers] = useState<AnswerMap>({})
  const [checks, setChecks] = useState(0)
  const send = useSubmitAnswers('compliance')
  const refresh = useRefreshStatus('compliance')
  const submission = useFormSubmit((attempt: Attempt) => send(attempt, {}), {
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: sessionKeys.user() })
      onScored()
    },
    onError: refresh,
  })

  if (questions.isPending || questions.isError)
    return (
      <PendingStates
        query={questions}
        loading="Loading the questions…"
        errorMessage="We could not load the questions."
      />
    )
  if (questions.data.length === 0)
    return (
      <EmptyState
        title="No questions yet"
        description="There are no questions to answer at the moment. Please try again later."
      />
    )

  const ids = questions.data.map((q) => q.id)
  const missing = checks > 0 ? unansweredIds(ids, answers) : []
  const handleSubmit = () => {
    if (unansweredIds(ids, answers).length > 0) {
      setChecks((n) => n + 1)
      return
    }
    void submission.submit({ bank, answers: toAnswers(ids, answers) })
  }
  const answered = ids.length - unansweredIds(ids, answers).length

  return (
    <Form
      aria-label="Appropriateness test"
      onSubmit={handleSubmit}
      submission={{
        isSubmitting: submission.isSubmitting,
        formError: missing.length ? unansweredSummary(missing.length) : submission.formError,
        fieldErrors: submission.fieldErrors,
        failures: submission.failures + checks,
      }}
    >
      <QuestionList
        questions={questions.data}
        answers={answers}
        missing={missing}
        disabled={submission.isSubmitting}
        onAnswer={(questionId, optionId) => {
          submission.reset()
          setAnswers((prev) => ({ ...prev, [questionId]: optionId }))
        }}
      />
      <StyledActions $gap="sm" $align="stretch">
        <StyledProgress>
          {answered} of {ids.length} answered
        </StyledProgress>
        <Button type="submit" loading={submission.isSubmitting} loadingText="Submitting">
          Submit answers
        </Button>
      </StyledActions>
    </Form>
  )
}

const StyledProgress = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colours.textMuted};
`
