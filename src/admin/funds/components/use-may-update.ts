import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'

/** SPEC §6: recording a NAV or a ledger entry is an update of the fund. */
export function useMayUpdateFund() {
  return can(useCurrentUser().user?.role_id, 'funds', 'update')
}
