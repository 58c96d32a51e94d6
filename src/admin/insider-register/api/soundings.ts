import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { decodeList, decodeRecord, http, type ListQuery } from '@/lib/api'
import { fetchPage, resourceKeys, type RecordOf } from '@/lib/resources'
import { withConsent, type RegisterRow } from '../model/register-rows'

const keys = resourceKeys('market-soundings')

/** Each sounding with its investor and the opportunity's name: the register's one query. */
const registerQuery = (page: number): ListQuery => ({
  include: ['user'],
  append: ['opportunity_name'],
  sort: ['-created_at'],
  page,
  perPage: 25,
})

/** One page of the register, newest sounding first. */
export const registerPageQuery = (page: number) =>
  queryOptions({
    queryKey: [...keys.lists(), 'register', page] as const,
    queryFn: async ({ signal }) => {
      const got = await fetchPage('market-soundings', registerQuery(page), signal)
      return { ...got, data: got.data.map(withConsent) }
    },
  })

/** Every row of the register, page after page (for the regulator's export). */
export async function fetchWholeRegister(): Promise<RegisterRow[]> {
  const rows: RegisterRow[] = []
  for (let page = 1; ; page += 1) {
    const got = await fetchPage('market-soundings', { ...registerQuery(page), perPage: 100 })
    rows.push(...got.data.map(withConsent))
    // A host that ignores per_page still ends: the last page says so.
    if (got.current_page >= got.last_page || got.data.length === 0) return rows
  }
}

export interface SendSoundingInput {
  investment_opportunity_id: number | null
  title: string
  body: string
  wording: string | null
  user_ids: number[]
}

const decodeSoundings = (body: unknown, what: string): RecordOf<'market-soundings'>[] =>
  decodeList<unknown>(body, what).map((row) =>
    decodeRecord<RecordOf<'market-soundings'>>(row, what),
  )

/** POST /api/market-soundings/send: one sounding per investor, each told in the portal. */
export async function sendSounding(input: SendSoundingInput) {
  const res = await http.post<unknown>('/api/market-soundings/send', input)
  return decodeSoundings(res.data, 'the new market soundings')
}

/** POST /api/market-soundings/{id}/cleanse: the information is public, for the whole batch. */
export async function cleanseSounding(id: number) {
  const res = await http.post<unknown>(`/api/market-soundings/${id}/cleanse`)
  return decodeSoundings(res.data, 'the cleansed market soundings')
}

/** Every list and record of the family (the portal's too: they share the family's key). */
export const invalidateSoundings = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: keys.all })
