import { queryOptions } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import type { RecordSubject } from '@/lib/resources'

export type Questionnaire = components['schemas']['Questionnaire']
export type Question = components['schemas']['Question']
export type QuestionnaireForm = components['schemas']['QuestionnaireForm']
export type Answers = Record<string, string | null>

const path = (subject: RecordSubject, form: QuestionnaireForm) =>
  `/api/${subject.type}/${subject.id}/questionnaires/${form}`

export const questionnaireKey = (subject: RecordSubject, form: QuestionnaireForm) =>
  [subject.type, 'detail', String(subject.id), 'questionnaires', form] as const

/** GET …/questionnaires/{form}: the form's questions with the subject's answers. */
export const questionnaireQuery = (subject: RecordSubject, form: QuestionnaireForm) =>
  queryOptions({
    queryKey: questionnaireKey(subject, form),
    queryFn: async ({ signal }) => {
      const res = await http.get<unknown>(path(subject, form), { signal })
      return decodeRecord<Questionnaire>(res.data, 'the answers')
    },
  })

/** PUT …/questionnaires/{form}: replaces every answer of the form (422 keyed `answers.{key}`). */
export async function saveAnswers(
  subject: RecordSubject,
  form: QuestionnaireForm,
  answers: Answers,
) {
  const res = await http.put<unknown>(path(subject, form), { answers })
  return decodeRecord<Questionnaire>(res.data, 'the saved answers')
}
