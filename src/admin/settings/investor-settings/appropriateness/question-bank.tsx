import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { failureMessage } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import {
  Button,
  Card,
  EmptyState,
  moveItem,
  QueryStates,
  ReorderableList,
  Row,
  SectionNote,
  Stack,
  StatusBadge,
  useReorderable,
  useSavedOrder,
  useToast,
} from '@/ui'
import {
  bankQuery,
  retireQuestion,
  saveOrder,
  type Bank,
  type BankQuestion,
  type Questionnaire,
} from './appropriateness-api'
import { QuestionDialog } from './question-dialog'
import { RemoveQuestionDialog } from './remove-question-dialog'
import { MutedText } from '@/admin/settings/components/muted-text'

export interface QuestionBankProps {
  bank: Bank
  title: string
  description: string
  canEdit: boolean
  /** The question set edited; the appropriateness test's by default. */
  questionnaire?: Questionnaire
}

type Editing = { question: BankQuestion | null } | null

/**
 * One bank of the appropriateness test: its questions in the order investors meet them, each
 * with its answers and the correct ones marked; add, edit, move and remove for staff who may.
 */
export function QuestionBank({
  bank,
  title,
  description,
  canEdit,
  questionnaire = 'compliance',
}: QuestionBankProps) {
  const query = useQuery(bankQuery(bank, questionnaire))
  const client = useQueryClient()
  const toast = useToast()
  const [editing, setEditing] = useState<Editing>(null)
  const [removing, setRemoving] = useState<BankQuestion | null>(null)
  const [busy, setBusy] = useState(false)

  const refresh = () =>
    client.invalidateQueries({ queryKey: resourceKeys(`${questionnaire}-questions`).all })

  const queryKey = bankQuery(bank, questionnaire).queryKey
  const order = useSavedOrder<BankQuestion[], { questions: BankQuestion[]; next: BankQuestion[] }>({
    queryKey,
    apply: (_questions, { next }) => next,
    save: ({ questions, next }) => saveOrder(questions, next, questionnaire),
    failure: (error) => failureMessage(error, 'The new order could not be saved.'),
    refresh,
  })
  const questions = query.data ?? []
  const reorder = useReorderable({
    items: questions,
    keyOf: (q) => q.id,
    onMove: canEdit
      ? (from, to) => order.move({ questions, next: moveItem(questions, from, to) })
      : undefined,
    spokenName: () => 'Question',
  })

  const remove = async (question: BankQuestion) => {
    setBusy(true)
    try {
      await retireQuestion(question.id, questionnaire)
      toast.success('Question removed.')
      setRemoving(null)
      await refresh()
    } catch (error) {
      toast.error(failureMessage(error, 'The question could not be removed.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card
      title={title}
      actions={
        canEdit ? (
          <Button size="sm" onClick={() => setEditing({ question: null })}>
            Add question
          </Button>
        ) : null
      }
    >
      <MutedText>{description}</MutedText>
      <QueryStates query={query} loading={`Loading ${title.toLowerCase()}`}>
        {(questions) =>
          questions.length === 0 ? (
            <EmptyState
              title="No questions yet"
              description="Investors cannot take this test until it has questions."
            />
          ) : (
            <ReorderableList
              reorder={reorder}
              label={title}
              labelledBy={(q) => `${questionnaire}-bank${bank}-q${q.id}`}
              names={(_q, index) => ({
                up: `Move up question ${index + 1}`,
                down: `Move down question ${index + 1}`,
              })}
              words={{ up: 'Move up', down: 'Move down' }}
              disabled={busy || order.isPending}
            >
              {(q, index, buttons) => (
                <Stack $gap="xs">
                  <StyledHead $align="flex-start" $justify="space-between">
                    <h3 id={`${questionnaire}-bank${bank}-q${q.id}`}>
                      <span>{index + 1}.</span> {q.question}
                    </h3>
                    {canEdit ? (
                      <Row $gap="xxs" $align="stretch">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing({ question: q })}
                          aria-label={`Edit question ${index + 1}`}
                        >
                          Edit
                        </Button>
                        {buttons}
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Remove question ${index + 1}`}
                          onClick={() => setRemoving(q)}
                        >
                          Remove
                        </Button>
                      </Row>
                    ) : null}
                  </StyledHead>
                  {q.help_text ? <SectionNote>{q.help_text}</SectionNote> : null}
                  <StyledAnswers as="ul" $gap="xxs" aria-label={`Answers to question ${index + 1}`}>
                    {(q.options ?? []).map((o) => (
                      <li key={o.id}>
                        <span>{o.text}</span>
                        {Number(o.is_correct) === 1 ? (
                          <StatusBadge tone="success">Correct</StatusBadge>
                        ) : null}
                      </li>
                    ))}
                  </StyledAnswers>
                </Stack>
              )}
            </ReorderableList>
          )
        }
      </QueryStates>
      {editing ? (
        <QuestionDialog
          bank={bank}
          questionnaire={questionnaire}
          question={editing.question}
          nextOrder={(query.data?.length ?? 0) + 1}
          onClose={() => setEditing(null)}
          onSaved={(text) => {
            setEditing(null)
            toast.success(text)
            void refresh()
          }}
        />
      ) : null}
      {removing ? (
        <RemoveQuestionDialog
          question={removing}
          busy={busy}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      ) : null}
    </Card>
  )
}

const StyledHead = styled(Row)`
  h3 {
    margin: 0;
    flex: 1 1 320px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const StyledAnswers = styled(Stack)`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`
