import { queryOptions } from '@tanstack/react-query'
import { decodeRecord, http } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import type { RecordSubject } from '@/lib/resources'

export type Categorisation = components['schemas']['Categorisation']
export type CategorisationInput = components['schemas']['CategorisationInput']
export type InvestorCategory = components['schemas']['Category']

const path = (subject: RecordSubject) => `/api/${subject.type}/${subject.id}/categorisation`

export const categorisationKey = (subject: RecordSubject) =>
  [subject.type, 'detail', String(subject.id), 'categorisation'] as const

/** GET /api/{users|contacts}/{id}/categorisation: the category held, the choices, the changes. */
export const categorisationQuery = (subject: RecordSubject) =>
  queryOptions({
    queryKey: categorisationKey(subject),
    queryFn: async ({ signal }) => {
      const res = await http.get<unknown>(path(subject), { signal })
      return decodeRecord<Categorisation>(res.data, 'the investor category')
    },
  })

/** PUT …/categorisation: staff change the category, giving their reason. */
export async function changeCategorisation(subject: RecordSubject, input: CategorisationInput) {
  const res = await http.put<unknown>(path(subject), input)
  return decodeRecord<Categorisation>(res.data, 'the changed investor category')
}

export type CategorisationDecision = components['schemas']['CategorisationDecisionInput']

/** POST /api/users/{id}/categorisation/decision: staff approve or reject an awaiting category. */
export async function decideCategorisation(subject: RecordSubject, input: CategorisationDecision) {
  const res = await http.post<unknown>(`${path(subject)}/decision`, input)
  return decodeRecord<Categorisation>(res.data, 'the decided investor category')
}
