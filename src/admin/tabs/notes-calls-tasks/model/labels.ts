import type { SelectOption } from '@/ui'
import type { CallLog, Task } from './records'

/** Readable words for the host's call outcomes (openapi call-logs: CallLog.outcome). */
export const OUTCOME_LABELS: Record<CallLog['outcome'], string> = {
  connected: 'Connected',
  no_answer: 'No answer',
  voicemail: 'Left a voicemail',
  busy: 'Line busy',
  wrong_number: 'Wrong number',
  callback_requested: 'Callback requested',
}

export const DIRECTION_LABELS: Record<CallLog['direction'], string> = {
  outbound: 'Outbound',
  inbound: 'Inbound',
}

export const PRIORITY_LABELS: Record<Task['priority'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
}

export const optionsOf = <K extends string>(labels: Record<K, string>): SelectOption[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }))
