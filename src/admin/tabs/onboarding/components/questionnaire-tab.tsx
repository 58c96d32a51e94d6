import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import type { RecordSubject } from '@/lib/resources'
import { Button, Card, EmptyState, Form, FormActions, useFormSubmit, useToast } from '@/ui'
import {
  questionnaireKey,
  questionnaireQuery,
  saveAnswers,
  type Question,
  type Questionnaire,
} from '../api/questionnaires'
import { useStaffCan } from '../hooks/use-staff-can'
import { answerField, formatAnswer, initialValues, toAnswers } from '../model/answers'
import type { QuestionnaireDeclaration } from '../model/questionnaires'
import { subjectNoun } from '../model/subject-words'
import { AnswerField } from './answer-field'
import { TabQueryState } from './tab-query-state'

export interface QuestionnaireTabProps {
  subject: RecordSubject
  questionnaire: QuestionnaireDeclaration
}

/**
 * The answers the investor gave to one questionnaire (or staff recorded for them), read-only;
 * staff who may update investors turn them into a form with "Edit answers".
 */
export function QuestionnaireTab({ subject, questionnaire }: QuestionnaireTabProps) {
  const query = useQuery(questionnaireQuery(subject, questionnaire.form))
  const mayEdit = useStaffCan('investors', 'update')
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)
  const data = query.data
  const hasQuestions = !!data && data.questions.length > 0

  // Back from the form, focus returns to the action that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  return (
    <Card
      title={questionnaire.title}
      actions={
        mayEdit && hasQuestions && !editing ? (
          <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit answers
          </Button>
        ) : null
      }
    >
      <TabQueryState query={query} what={`the ${questionnaire.title.toLowerCase()}`} />
      {data && !hasQuestions ? (
        <EmptyState
          title={`The ${questionnaire.title.toLowerCase()} has no questions`}
          description="Its questions are investor attributes set up under Settings."
        />
      ) : null}
      {data && hasQuestions && !editing ? <AnswerList questions={data.questions} /> : null}
      {data && hasQuestions && editing ? (
        <AnswersForm
          subject={subject}
          questionnaire={questionnaire}
          data={data}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </Card>
  )
}

function AnswerList({ questions }: { questions: readonly Question[] }) {
  const answered = questions.filter((q) => q.answered_at).map((q) => q.answered_at as string)
  const latest = answered.sort().at(-1)
  return (
    <>
      <StyledList>
        {questions.map((q) => (
          <div key={q.key}>
            <dt>{q.name}</dt>
            <dd data-empty={q.value === null || q.value === '' ? '' : undefined}>
              {formatAnswer(q)}
            </dd>
          </div>
        ))}
      </StyledList>
      {latest ? <StyledNote>Last answered {formatDate(latest)}.</StyledNote> : null}
    </>
  )
}

interface AnswersFormProps {
  subject: RecordSubject
  questionnaire: QuestionnaireDeclaration
  data: Questionnaire
  onDone: () => void
}

function AnswersForm({ subject, questionnaire, data, onDone }: AnswersFormProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [values, setValues] = useState(() => initialValues(data.questions))
  const formRef = useRef<HTMLDivElement>(null)
  const submission = useFormSubmit(
    (answers: Record<string, string>) =>
      saveAnswers(subject, questionnaire.form, toAnswers(answers)),
    {
      onSuccess: (saved) => {
        queryClient.setQueryData(questionnaireKey(subject, questionnaire.form), saved)
        toast.success(
          `The ${subjectNoun(subject)}'s ${questionnaire.title.toLowerCase()} was saved.`,
        )
        onDone()
      },
    },
  )

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus()
  }, [])

  return (
    <div ref={formRef}>
      <Form
        aria-label={`Edit the ${questionnaire.title.toLowerCase()}`}
        submission={submission}
        onSubmit={() => void submission.submit(values)}
      >
        {data.questions.map((q) => (
          <AnswerField
            key={q.key}
            question={q}
            value={values[q.key] ?? ''}
            error={submission.errorFor(answerField(q.key))}
            onChange={(value) => {
              setValues((current) => ({ ...current, [q.key]: value }))
              submission.clearFieldError(answerField(q.key))
            }}
          />
        ))}
        <FormActions>
          <Button variant="secondary" onClick={onDone} disabled={submission.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submission.isSubmitting} loadingText="Saving">
            Save answers
          </Button>
        </FormActions>
      </Form>
    </div>
  )
}

const StyledList = styled.dl`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colours.textMuted};
  }

  dd {
    margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  dd[data-empty] {
    color: ${({ theme }) => theme.colours.textMuted};
    font-style: italic;
  }
`

const StyledNote = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`
