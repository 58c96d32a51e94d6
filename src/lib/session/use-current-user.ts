import { useQuery } from '@tanstack/react-query'
import { currentUserQuery } from './current-user-query'
import { sessionStateFrom, type SessionState } from './session-state'

export type CurrentUserState = SessionState & {
  loggedIn: boolean
  refetch: () => Promise<unknown>
}

/** The signed-in user and the session status (pending, loggedIn, loggedOut, maintenance). */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery(currentUserQuery)
  const state = sessionStateFrom(query)
  return { ...state, loggedIn: state.status === 'loggedIn', refetch: query.refetch }
}
