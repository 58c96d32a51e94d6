import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { failureMessage } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import {
  Button,
  Card,
  EmptyState,
  Modal,
  movedText,
  moveItem,
  QueryStates,
  StatusBadge,
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
  const [announcement, setAnnouncement] = useState('')

  const refresh = () =>
    client.invalidateQueries({ queryKey: resourceKeys(`${questionnaire}-questions`).all })

  const move = async (questions: BankQuestion[], from: number, to: number) => {
    const key = bankQuery(bank, questionnaire).queryKey
    const next = moveItem(questions, from, to)
    // Optimistic: the list moves at once and goes back if the host refuses.
    client.setQueryData(key, next)
    setAnnouncement(movedText('Question', to + 1, next.length))
    setBusy(true)
    try {
      await saveOrder(questions, next, questionnaire)
    } catch (error) {
      client.setQueryData(key, questions)
      toast.error(failureMessage(error, 'The new order could not be saved.'))
    } finally {
      setBusy(false)
      void refresh()
    }
  }

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
      <StyledIntro>{description}</StyledIntro>
      <QueryStates query={query} loading={`Loading ${title.toLowerCase()}`}>
        {(questions) =>
          questions.length === 0 ? (
            <EmptyState
              title="No questions yet"
              description="Investors cannot take this test until it has questions."
            />
          ) : (
            <StyledList aria-label={title}>
              {questions.map((q, index) => (
                <StyledQuestion
                  key={q.id}
                  aria-labelledby={`${questionnaire}-bank${bank}-q${q.id}`}
                >
                  <StyledHead>
                    <h3 id={`${questionnaire}-bank${bank}-q${q.id}`}>
                      <span>{index + 1}.</span> {q.question}
                    </h3>
                    {canEdit ? (
                      <StyledTools>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setEditing({ question: q })}
                          aria-label={`Edit question ${index + 1}`}
                        >
                          Edit
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={index === 0 || busy}
                          aria-label={`Move up question ${index + 1}`}
                          onClick={() => void move(questions, index, index - 1)}
                        >
                          Move up
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={index === questions.length - 1 || busy}
                          aria-label={`Move down question ${index + 1}`}
                          onClick={() => void move(questions, index, index + 1)}
                        >
                          Move down
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Remove question ${index + 1}`}
                          onClick={() => setRemoving(q)}
                        >
                          Remove
                        </Button>
                      </StyledTools>
                    ) : null}
                  </StyledHead>
                  {q.help_text ? <StyledHint>{q.help_text}</StyledHint> : null}
                  <StyledAnswers aria-label={`Answers to question ${index + 1}`}>
                    {(q.options ?? []).map((o) => (
                      <li key={o.id}>
                        <span>{o.text}</span>
                        {Number(o.is_correct) === 1 ? (
                          <StatusBadge tone="success">Correct</StatusBadge>
                        ) : null}
                      </li>
                    ))}
                  </StyledAnswers>
                </StyledQuestion>
              ))}
            </StyledList>
          )
        }
      </QueryStates>
      <StyledLive aria-live="polite">{announcement}</StyledLive>
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
        <Modal
          open
          size="sm"
          onClose={() => setRemoving(null)}
          title="Remove this question?"
          description="Investors will no longer be asked it. Answers already given stay in their compliance evidence."
          footer={
            <>
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                loading={busy}
                loadingText="Removing…"
                onClick={() => void remove(removing)}
              >
                Remove question
              </Button>
            </>
          }
        >
          <p>{removing.question}</p>
        </Modal>
      ) : null}
    </Card>
  )
}

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledQuestion = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    flex: 1 1 320px;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledAnswers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`

const StyledLive = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`
