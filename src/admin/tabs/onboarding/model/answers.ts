import { formatDate } from '@/lib/format'
import type { Answers, Question } from '../api/questionnaires'
import { once } from '@/lib/once'

export const NOT_ANSWERED = 'Not answered'

const numberFormat = once(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }))

/** An answer as staff read it: Yes/No, grouped numbers, dates in the product's format. */
export function formatAnswer(question: Pick<Question, 'type' | 'value'>): string {
  const value = question.value
  if (value === null || value === '') return NOT_ANSWERED
  switch (question.type) {
    case 'boolean':
      return value === '1' ? 'Yes' : value === '0' ? 'No' : value
    case 'number':
      return Number.isFinite(Number(value)) ? numberFormat().format(Number(value)) : value
    case 'date':
      return formatDate(value)
    default:
      return value
  }
}

/** The edit form's starting values: every question, '' for no answer. */
export const initialValues = (questions: readonly Question[]): Record<string, string> =>
  Object.fromEntries(questions.map((q) => [q.key, q.value ?? '']))

/** What PUT sends: every question, '' as null (no answer). */
export const toAnswers = (values: Record<string, string>): Answers =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : value.trim()]),
  )

/** The 422 key of a question's answer. */
export const answerField = (key: string) => `answers.${key}`
