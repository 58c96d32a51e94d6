import { OPEN_CLOSED_LABELS } from '@/lib/investments'
import type { SelectOption, StatusTone } from '@/ui'

export interface Label {
  label: string
  tone: StatusTone
}

export type LabelMap = Readonly<Record<string, Label>>

const l = (label: string, tone: StatusTone = 'neutral'): Label => ({ label, tone })

/** SPEC §4: investment opportunity status codes. */
export const OPPORTUNITY_STATUS: LabelMap = {
  1: l('Draft'),
  2: l('Live - External', 'success'),
  3: l('Live - Internal', 'info'),
  4: l('Closed', 'warning'),
  5: l('Completed', 'success'),
  6: l('Matured'),
}

/** SPEC §4: the two-state variant (fund opportunities). */
export const FUND_OPPORTUNITY_STATUS: LabelMap = { 1: l('Draft'), 2: l('Live', 'success') }

/** SPEC §4: update (and KPI, WIP) reports. */
export const REPORT_STATUS: LabelMap = { draft: l('Draft'), live: l('Live', 'success') }

/** SPEC §4: compliance (appropriateness test) result. */
export const COMPLIANCE_RESULT: LabelMap = {
  0: l('Incomplete/Failed', 'warning'),
  1: l('Passed', 'success'),
}

/** Opportunity stages 1-6 (SPEC §9), as openapi/ names them. */
export const OPPORTUNITY_STAGE: Readonly<Record<number, string>> = {
  1: 'Setup',
  2: 'Pre-launch',
  3: 'Fundraising',
  4: 'Closing',
  5: 'Portfolio',
  6: 'Exited',
}

/** SPEC §4's "1 active, 2 inactive, 3 investment", stored as the deal's open / lost / won. */
export const DEAL_STATUS: LabelMap = {
  open: l('Active', 'info'),
  won: l('Investment', 'success'),
  lost: l('Inactive', 'danger'),
}

export const FUND_STATUS: LabelMap = {
  fundraising: l('Fundraising', 'info'),
  investing: l('Investing', 'success'),
  harvesting: l('Harvesting', 'warning'),
  closed: l('Closed'),
}

export const MATURITY_STATUS: LabelMap = {
  open: l('Open', 'info'),
  maturing: l('Maturing', 'warning'),
  matured: l('Matured'),
  rolled_over: l('Rolled over', 'success'),
}

/** An invitation to register: pending until used or past its expiry (openapi Invitation). */
export const INVITATION_STATUS: LabelMap = {
  pending: l('Pending', 'warning'),
  accepted: l('Used', 'success'),
  expired: l('Expired'),
}

/** The invitation's status as the host appends it, read from its dates (lists ask no append). */
export const invitationStatus = (i: {
  accepted_at: string | null
  expires_at: string | null
}): 'pending' | 'accepted' | 'expired' => {
  if (i.accepted_at) return 'accepted'
  return i.expires_at && new Date(i.expires_at).getTime() < Date.now() ? 'expired' : 'pending'
}

export const KYC_STATUS: LabelMap = {
  pending: l('Pending', 'warning'),
  verified: l('Verified', 'success'),
  failed: l('Failed', 'danger'),
}

export const ORGANISATION_STATUS: LabelMap = {
  pending: l('Pending', 'warning'),
  active: l('Active', 'success'),
  inactive: l('Inactive'),
  dissolved: l('Dissolved', 'danger'),
}

export const APPLICATION_STATUS: LabelMap = {
  pending: l('Pending', 'warning'),
  approved: l('Approved', 'success'),
  rejected: l('Rejected', 'danger'),
}

export const METHOD_STATUS: LabelMap = {
  pending: l('Pending', 'warning'),
  active: l('Active', 'success'),
  closed: l('Closed'),
}

export const ACTIVE_STATUS: LabelMap = { active: l('Active', 'success'), inactive: l('Inactive') }

/** A flag column (0/1) read as active or not. */
/** SPEC §4's open/closed set: 0 Closed, 1 Active. */
export const ACTIVE_FLAG: LabelMap = {
  1: l(OPEN_CLOSED_LABELS[1], 'success'),
  0: l(OPEN_CLOSED_LABELS[0]),
}

/** Plain words for enum values: `private_manual` -> "Private manual". */
export function humanise(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  const text = String(value).replace(/_/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Select options from a label map, in its order. */
export const optionsOf = (map: LabelMap): SelectOption[] =>
  Object.entries(map).map(([value, { label }]) => ({ value, label }))

/** Select options for plain enum values. */
export const enumOptions = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: humanise(value) }))
