import type { BankQuestion, QuestionDraft } from './appropriateness-api'

let keys = 0
/** A React key for an answer not saved yet. */
export const newKey = () => `option-${++keys}`

export const draftOf = (q: BankQuestion | null): QuestionDraft => ({
  question: q?.question ?? '',
  help_text: q?.help_text ?? '',
  options: q?.options?.length
    ? q.options.map((o) => ({
        id: o.id,
        key: `saved-${o.id}`,
        text: o.text,
        is_correct: Number(o.is_correct) === 1,
      }))
    : [
        { key: newKey(), text: '', is_correct: true },
        { key: newKey(), text: '', is_correct: false },
      ],
})

/** Why a draft cannot be saved (the host would take it, but investors could never pass). */
export function draftProblem(d: QuestionDraft): string | null {
  const filled = d.options.filter((o) => o.text.trim() !== '')
  if (filled.length < 2) return 'Give the question at least two answers.'
  if (!filled.some((o) => o.is_correct)) return 'Mark at least one answer as correct.'
  return null
}
