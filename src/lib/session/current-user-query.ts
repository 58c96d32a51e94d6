import { queryOptions } from '@tanstack/react-query'
import { http } from '../api'

export interface CurrentUser {
  id: number
  name: string
  surname?: string | null
  email: string
  role_id: number | null
  [key: string]: unknown
}

/** SPEC §3: the user is loaded with these relations on login. */
export const CURRENT_USER_INCLUDES = [
  'organisations',
  'attributeValues',
  'onboardingDocuments',
  'owner',
  'investmentMethodEntities.investmentMethod',
  'leadInvestmentMethodEntities.investmentMethod',
  'ownershipChoices',
]

/** GET /api/user: a 200 means logged in (SPEC §4); a 401 resolves to null, not a logout. */
export const currentUserQuery = queryOptions({
  queryKey: ['session', 'user'] as const,
  queryFn: async (): Promise<CurrentUser | null> => {
    const res = await http.get<CurrentUser>('/api/user', {
      params: { include: CURRENT_USER_INCLUDES.join(',') },
      skipUnauthorisedHandler: true,
      validateStatus: (s) => s === 200 || s === 401,
    })
    return res.status === 200 ? res.data : null
  },
})
