import type { Database, Row } from '../../db/db'
import { timestamp } from '../../db/db'
import { MARKET_SOUNDING_LABELS, type MarketSoundingResponse } from '../market-soundings'
import { fullName, text } from './people-shared'
import { screeningDetails } from './screening-evidence'
import { statementDetails } from './promotion-exemptions'
import { tenantRow } from '../../host/features'

/**
 * The compliance evidence of an investor: every regulated step, recorded in the activity log
 * (spatie/laravel-activitylog) under its own log name, as the backend's listeners would write
 * it when the step happens. The timeline endpoint reads these rows, plus the soundings sent.
 */
export const EVIDENCE_LOG = 'compliance'

export const EVIDENCE_EVENTS = [
  'terms_accepted',
  'registered_by_invitation',
  'category_confirmed',
  'category_changed',
  'category_approved',
  'category_rejected',
  'international_aml_submitted',
  'international_aml_passed',
  'international_aml_failed',
  'appropriateness_attempt',
  'appropriateness_reset',
  'market_sounding_sent',
  'market_sounding_response',
  'kyc_status_changed',
  'screening_completed',
  'screening_decided',
  'promotion_exemption_stated',
] as const
export type EvidenceEvent = (typeof EVIDENCE_EVENTS)[number]

export interface EvidenceInput {
  /** The investor the evidence is about. */
  userId: number
  /** Who made the change (the investor, a staff member, or null for the system). */
  causerId: number | null
  event: EvidenceEvent
  description: string
  properties?: Record<string, unknown>
  at: Date | string
}

const on = (v: unknown) => v === 1 || v === true || v === '1'

/** Was the tenant's risk warning in force (shown to investors) at this moment? */
export function riskWarningShown(db: Database): boolean {
  const theme = tenantRow(db)
  return !!theme && (on(theme.risk_warning_enabled) || on(theme.enableRiskWarning))
}

export async function recordEvidence(
  db: Database,
  e: EvidenceInput,
  opts: { silent?: boolean } = {},
) {
  const at = typeof e.at === 'string' ? e.at : timestamp(e.at)
  return db.table('activity').insert(
    {
      log_name: EVIDENCE_LOG,
      description: e.description,
      event: e.event,
      subject_type: 'users',
      subject_id: e.userId,
      causer_id: e.causerId,
      properties: e.properties ?? {},
      created_at: at,
      updated_at: at,
    },
    opts,
  )
}

export const categoryName = (db: Database, id: unknown) =>
  id === null || id === undefined || id === ''
    ? 'None'
    : text(db.table('categories').find(Number(id))?.name) || `Category ${String(id)}`

export const responseLabel = (r: unknown) =>
  MARKET_SOUNDING_LABELS[r as MarketSoundingResponse] ?? text(r)

/** One line of the timeline: what happened, when, who did it, and what was shown or chosen. */
export interface EvidenceItem {
  id: string
  event: EvidenceEvent
  occurred_at: string
  description: string
  actor: { id: number; name: string } | null
  details: { label: string; value: string }[]
}

const yesNo = (v: unknown) => (v ? 'Yes' : 'No')

/** The details shown (and exported) for each kind of event, from its recorded properties. */
function detailsOf(event: string, p: Record<string, unknown>): EvidenceItem['details'] {
  const d = (label: string, value: unknown) => ({ label, value: text(value) })
  switch (event) {
    case 'terms_accepted':
      return [
        d('Terms version', p.version),
        d('Previous version', p.previous_version),
        d('Risk warning shown', yesNo(p.risk_warning_shown)),
      ]
    case 'registered_by_invitation':
      return [d('Invited by', p.invited_by), d('Invitation sent', p.sent_at)].filter(
        (x) => x.value !== '',
      )
    case 'category_confirmed':
      return [
        d('Category', p.category),
        ...(Array.isArray(p.statements) ? p.statements : []).map((s, i) =>
          d(`Statement ${i + 1} confirmed`, s),
        ),
        // Confirmed while categorisation approval was on: it waits for staff.
        ...(p.awaiting_approval ? [d('Approval', 'Awaiting staff approval')] : []),
      ]
    case 'category_approved':
    case 'category_rejected':
      return [
        d('Category', p.category),
        ...(Array.isArray(p.statements) ? p.statements : []).map((s, i) =>
          d(`Statement ${i + 1}`, s),
        ),
        d('Confirmed by the investor', p.confirmed_at),
        d('Decision', event === 'category_approved' ? 'Approved' : 'Rejected'),
        d('Reason', p.reason),
      ].filter((x) => x.value !== '')
    case 'international_aml_submitted':
    case 'international_aml_passed':
    case 'international_aml_failed':
      return [
        d('Country of residence', p.country),
        d('Documents', p.documents),
        ...(event === 'international_aml_submitted'
          ? []
          : [d('Decision', event === 'international_aml_passed' ? 'Passed' : 'Failed')]),
        d('Reason', p.reason),
      ].filter((x) => x.value !== '')
    case 'category_changed':
      return [d('From', p.from), d('To', p.to)]
    case 'appropriateness_attempt':
      return [
        d('Questionnaire', p.questionnaire),
        d('Attempt', p.attempt),
        d('Bank', p.bank),
        d('Score', `${text(p.score)} of ${text(p.total)}`),
        d('Result', p.passed ? 'Passed' : 'Failed'),
        d('Cooldown until', p.cooldown_until),
        d('Risk warning shown', yesNo(p.risk_warning_shown)),
      ].filter((x) => x.value !== '')
    case 'appropriateness_reset':
      return [d('Tries before', p.previous_tries), d('Result before', p.previous_result)]
    case 'market_sounding_sent':
      return [d('Sounding', p.title), d('Opportunity', p.opportunity)]
    case 'market_sounding_response':
      return [d('Sounding', p.title), d('Opportunity', p.opportunity), d('Response', p.label)]
    case 'kyc_status_changed':
      return [d('From', p.from), d('To', p.to)]
    case 'screening_completed':
    case 'screening_decided':
      return screeningDetails(event, p)
    case 'promotion_exemption_stated':
      return statementDetails(p)
    default:
      return []
  }
}

const actorOf = (db: Database, id: unknown) => {
  const u = typeof id === 'number' ? db.table('users').find(id) : undefined
  return u ? { id: u.id, name: fullName(u) || text(u.email) } : null
}

/** The investor's evidence in time order (oldest first): recorded rows and soundings sent. */
export function evidenceOf(db: Database, userId: number): EvidenceItem[] {
  const recorded = db
    .table('activity')
    .where(
      (a) => a.log_name === EVIDENCE_LOG && a.subject_type === 'users' && a.subject_id === userId,
    )
    .map((a: Row): EvidenceItem => {
      const p = (a.properties ?? {}) as Record<string, unknown>
      return {
        id: `activity-${a.id}`,
        event: a.event as EvidenceEvent,
        occurred_at: String(a.created_at),
        description: text(a.description),
        actor: actorOf(db, a.causer_id),
        details: detailsOf(String(a.event), p),
      }
    })
  const sent = db
    .table('market-soundings')
    .where((s) => s.user_id === userId)
    .map((s: Row): EvidenceItem => {
      const opp = db.table('investment-opportunities').find(Number(s.investment_opportunity_id))
      return {
        id: `sounding-${s.id}`,
        event: 'market_sounding_sent',
        occurred_at: String(s.created_at),
        description: 'Market sounding sent (inside information shared)',
        actor: null,
        details: detailsOf('market_sounding_sent', { title: s.title, opportunity: opp?.name }),
      }
    })
  return [...recorded, ...sent].sort(
    (a, b) => a.occurred_at.localeCompare(b.occurred_at) || a.id.localeCompare(b.id),
  )
}

export const EVIDENCE_CSV_COLUMNS = [
  'occurred_at',
  'event',
  'description',
  'details',
  'actor_id',
  'actor',
] as const

/** One row per event, details flattened as "Label: value; …", for an auditor's spreadsheet. */
export function evidenceRows(items: EvidenceItem[]): Row[] {
  return items.map((e, i) => ({
    id: i + 1,
    occurred_at: e.occurred_at,
    event: e.event,
    description: e.description,
    details: e.details.map((x) => `${x.label}: ${x.value}`).join('; '),
    actor_id: e.actor?.id ?? '',
    actor: e.actor?.name ?? 'System',
  }))
}
