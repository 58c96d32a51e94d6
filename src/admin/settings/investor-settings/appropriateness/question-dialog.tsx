import { useRef, useState } from 'react'
import styled from 'styled-components'
import {
  Button,
  Checkbox,
  DialogForm,
  moveItem,
  ReorderableList,
  Row,
  Stack,
  TextAreaField,
  TextField,
  useFormSubmit,
  useReorderable,
} from '@/ui'
import {
  saveQuestion,
  type Bank,
  type BankQuestion,
  type QuestionDraft,
  type Questionnaire,
} from './appropriateness-api'
import { draftOf, draftProblem, newKey } from './question-draft'

export interface QuestionDialogProps {
  bank: Bank
  /** The question edited, or null for a new one. */
  question: BankQuestion | null
  /** Position a new question takes (the end of the bank). */
  nextOrder: number
  onClose: () => void
  onSaved: (text: string) => void
  /** The question set the question belongs to; the appropriateness test's by default. */
  questionnaire?: Questionnaire
}

/**
 * One question with its answers: the text, an optional hint, and the answers in the order
 * investors see them, each markable as correct (an investor passes by choosing a correct one
 * on every question). Everything typed stays while the host refuses.
 */
export function QuestionDialog({
  bank,
  question,
  nextOrder,
  onClose,
  onSaved,
  questionnaire = 'compliance',
}: QuestionDialogProps) {
  const [draft, setDraft] = useState(() => draftOf(question))
  const [problem, setProblem] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const submission = useFormSubmit<QuestionDraft, void>(
    (d) =>
      saveQuestion(
        bank,
        question,
        { ...d, options: d.options.filter((o) => o.text.trim() !== '') },
        nextOrder,
        questionnaire,
      ),
    { onSuccess: () => onSaved(question ? 'Question saved.' : 'Question added.') },
  )

  const setOption = (index: number, patch: Partial<QuestionDraft['options'][number]>) =>
    setDraft((d) => ({
      ...d,
      options: d.options.map((o, i) => (i === index ? { ...o, ...patch } : o)),
    }))
  const reorder = useReorderable({
    items: draft.options,
    keyOf: (option) => option.key,
    onMove: (from, to) => setDraft((d) => ({ ...d, options: moveItem(d.options, from, to) })),
    spokenName: () => 'Answer',
  })
  const remove = (index: number) => {
    setDraft((d) => ({ ...d, options: d.options.filter((_, i) => i !== index) }))
    reorder.announce('Answer removed.')
  }
  const add = () => {
    setDraft((d) => ({
      ...d,
      options: [...d.options, { key: newKey(), text: '', is_correct: false }],
    }))
    // Focus the new answer's text once it is drawn.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>('li:last-child input[type="text"]')?.focus(),
    )
  }

  const submit = () => {
    const why = draftProblem(draft)
    setProblem(why)
    if (!why) void submission.submit(draft)
  }

  return (
    <DialogForm
      size="lg"
      onClose={onClose}
      title={question ? 'Edit question' : 'New question'}
      description={`Question bank ${bank}. Mark every answer that counts as correct.`}
      submitLabel={question ? 'Save question' : 'Add question'}
      savingLabel="Saving…"
      formLabel="Question"
      submission={submission}
      onSubmit={submit}
    >
      <TextAreaField
        label="Question"
        required
        rows={3}
        value={draft.question}
        error={submission.errorFor('question')}
        onChange={(e) => {
          const value = e.target.value
          setDraft((d) => ({ ...d, question: value }))
          submission.clearFieldError('question')
        }}
      />
      <TextField
        label="Hint for investors (optional)"
        value={draft.help_text}
        error={submission.errorFor('help_text')}
        onChange={(e) => {
          const value = e.target.value
          setDraft((d) => ({ ...d, help_text: value }))
        }}
      />
      <StyledFieldset as="fieldset" $gap="sm">
        <legend>Answers</legend>
        {problem ? <StyledProblem role="alert">{problem}</StyledProblem> : null}
        <div ref={listRef}>
          <ReorderableList
            reorder={reorder}
            label="Answers"
            names={(_option, index) => ({
              up: `Move answer ${index + 1} up`,
              down: `Move answer ${index + 1} down`,
            })}
            words={{ up: 'Up', down: 'Down' }}
          >
            {(option, index, buttons) => (
              <Stack $gap="xs">
                <TextField
                  label={`Answer ${index + 1}`}
                  value={option.text}
                  onChange={(e) => setOption(index, { text: e.target.value })}
                />
                <StyledOptionTools $gap="xs">
                  <Checkbox
                    label="Correct"
                    checked={option.is_correct}
                    onChange={(e) => setOption(index, { is_correct: e.target.checked })}
                    aria-label={`Answer ${index + 1} is correct`}
                  />
                  {buttons}
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove answer ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </StyledOptionTools>
              </Stack>
            )}
          </ReorderableList>
        </div>
        <div>
          <Button variant="secondary" size="sm" onClick={add}>
            Add answer
          </Button>
        </div>
      </StyledFieldset>
    </DialogForm>
  )
}

const StyledFieldset = styled(Stack)`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`

const StyledOptionTools = styled(Row)`
  > :first-child {
    margin-inline-end: auto;
  }
`

const StyledProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`
