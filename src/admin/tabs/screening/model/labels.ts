import type { StatusTone } from '@/ui'
import type { Screening, ScreeningStatus } from '../api/screening'

/** Each status as staff read it, with what it means for investing. */
export const SCREENING_STATUS: Record<ScreeningStatus, { label: string; tone: StatusTone }> = {
  requested: { label: 'Requested', tone: 'neutral' },
  clear: { label: 'Clear', tone: 'success' },
  refer: { label: 'Referred for review', tone: 'warning' },
  fail: { label: 'Failed', tone: 'danger' },
}

export const SCREENING_MEANING: Record<ScreeningStatus, string> = {
  requested: 'The provider has not answered yet. The investor cannot invest until it is clear.',
  clear: 'Nothing was found. The investor may invest.',
  refer:
    'The provider found a possible match. Review the matches below and clear or fail the screening; until it is cleared the investor cannot invest. They are not told of the match.',
  fail: 'The investor cannot invest. They are asked to contact us; they are not told why.',
}

/** Who asked for a check: a staff member, or the platform when the investor joined. */
export const requestedByText = (s: Screening) =>
  s.requested_by ? s.requested_by.name : 'Automatically, when the investor joined'
