import styled from 'styled-components'
import { eyebrowStyles, RadioGroup, Stack } from '@/ui'
import { StackList } from '@/investor/kit'
import type { Question } from '../api/compliance-requests'
import { UNANSWERED_MESSAGE, type AnswerMap } from '../model/answers'

export interface QuestionListProps {
  questions: readonly Question[]
  answers: AnswerMap
  /** Question ids to mark as needing an answer. */
  missing: readonly number[]
  onAnswer: (questionId: number, optionId: number) => void
  disabled?: boolean
}

/** Every question on one page: a radio group each, its legend the question itself. */
export function QuestionList({
  questions,
  answers,
  missing,
  onAnswer,
  disabled,
}: QuestionListProps) {
  return (
    <StackList as="ol">
      {questions.map((question, i) => (
        <StyledQuestion key={question.id} as="li" $gap="xs">
          <StyledCount aria-hidden="true">
            Question {i + 1} of {questions.length}
          </StyledCount>
          <RadioGroup
            legend={question.question}
            name={`question-${question.id}`}
            hint={question.help_text || undefined}
            options={(question.options ?? []).map((o) => ({ value: String(o.id), label: o.text }))}
            value={answers[question.id] === undefined ? null : String(answers[question.id])}
            onChange={(value) => onAnswer(question.id, Number(value))}
            error={missing.includes(question.id) ? UNANSWERED_MESSAGE : null}
            disabled={disabled}
          />
        </StyledQuestion>
      ))}
    </StackList>
  )
}

const StyledQuestion = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};

  legend {
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`

const StyledCount = styled.span`
  ${eyebrowStyles}
`
