import type { Answer } from '../api/compliance-requests'

/** Chosen option per question id. */
export type AnswerMap = Readonly<Record<number, number>>

export const UNANSWERED_MESSAGE = 'Choose an answer to this question.'

export const unansweredIds = (questionIds: readonly number[], answers: AnswerMap) =>
  questionIds.filter((id) => answers[id] === undefined)

/** The summary above the form while questions are left unanswered after a submit. */
export function unansweredSummary(count: number): string {
  return count === 1
    ? 'Answer every question before you submit: 1 question still needs an answer.'
    : `Answer every question before you submit: ${count} questions still need an answer.`
}

/** The body's `answers`, in the order the questions were shown. */
export const toAnswers = (questionIds: readonly number[], answers: AnswerMap): Answer[] =>
  questionIds.map((id) => ({ question_id: id, option_id: answers[id] }))
