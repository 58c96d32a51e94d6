/** The investor role (SPEC §6), as invest-eligibility.ts keeps it. */
const INVESTOR_ROLE_ID = 5

/**
 * Where an investor's user screening stands (identity and sanctions, flag `user_screening`):
 * clear; pending (not yet screened, or referred to staff for review); failed. With the flag
 * off it is not read (notRequired), and staff are never screened.
 */
export type ScreeningStanding = 'notRequired' | 'clear' | 'pending' | 'failed'

/** The user's latest check (GET /api/user's `screening_status`); null: never screened. */
export function screeningOf(
  user: { role_id?: number | string | null; screening_status?: string | null } | null | undefined,
  flag: boolean,
): ScreeningStanding {
  if (!flag || !user || Number(user.role_id) !== INVESTOR_ROLE_ID) return 'notRequired'
  const status = user.screening_status
  return status === 'clear' ? 'clear' : status === 'fail' ? 'failed' : 'pending'
}

/** The blocks a standing puts in the way of investing (the shared rule's block kinds). */
export const screeningBlocks = (
  standing: ScreeningStanding | undefined,
): ('screening' | 'screeningFailed')[] =>
  standing === 'pending' ? ['screening'] : standing === 'failed' ? ['screeningFailed'] : []
