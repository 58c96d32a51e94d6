import type { RecordSubject } from '@/lib/resources'
import { PageForm } from '@/admin/kit/records'
import { DateField, SelectField, TextAreaField, TextField } from '@/ui'
import { createCall, updateCall, type CallInput } from '../api/activity-requests'
import { useEntryForm } from '../hooks/use-entry-form'
import { joinTimestamp, localDate, localTime, splitTimestamp } from '../model/dates'
import { minutesOf, secondsOf } from '../model/duration'
import { DIRECTION_LABELS, OUTCOME_LABELS, optionsOf } from '../model/labels'
import type { CallLog } from '../model/records'
import { StyledFieldRow } from './activity-styles'

export interface CallFormProps {
  subject: RecordSubject
  /** The call being edited; absent to log a new one. */
  call?: CallLog
  onDone: () => void
}

function initialValues(call?: CallLog) {
  const when = call ? splitTimestamp(call.called_at) : { date: localDate(), time: localTime() }
  return {
    direction: call?.direction ?? 'outbound',
    date: when.date,
    time: when.time,
    minutes: minutesOf(call?.duration_seconds),
    outcome: call?.outcome ?? '',
    phone_number: call?.phone_number ?? '',
    summary: call?.summary ?? '',
  }
}

type CallValues = ReturnType<typeof initialValues>

const toInput = (v: CallValues): CallInput & { phone_number: string | null } => ({
  direction: v.direction,
  called_at: joinTimestamp(v.date, v.time),
  duration_seconds: secondsOf(v.minutes),
  outcome: v.outcome,
  phone_number: v.phone_number.trim() || null,
  summary: v.summary.trim() || null,
})

/** Logs or edits a call: when, how long (minutes here, seconds to the host), and how it went. */
export function CallForm({ subject, call, onDone }: CallFormProps) {
  const form = useEntryForm(
    'call',
    () => initialValues(call),
    (v) => (call ? updateCall(call.id, toInput(v)) : createCall(subject, toInput(v))),
    onDone,
    call ? 'The call has been updated.' : 'The call has been logged.',
  )
  const { bind } = form
  return (
    <PageForm
      onSubmit={form.submit}
      submission={form.submission}
      aria-label={call ? 'Edit call' : 'Log a call'}
      submitLabel={call ? 'Save call' : 'Log call'}
      onCancel={onDone}
    >
      <StyledFieldRow>
        <DateField label="Date of call" required {...bind('date', 'called_at')} />
        <TextField label="Time" type="time" {...bind('time', 'called_at')} error={undefined} />
      </StyledFieldRow>
      <StyledFieldRow>
        <TextField
          label="Duration (minutes)"
          inputMode="numeric"
          required
          {...bind('minutes', 'duration_seconds')}
        />
        <SelectField
          label="Direction"
          options={optionsOf(DIRECTION_LABELS)}
          {...bind('direction')}
        />
      </StyledFieldRow>
      <StyledFieldRow>
        <SelectField
          label="Outcome"
          placeholder="Select an outcome"
          required
          options={optionsOf(OUTCOME_LABELS)}
          {...bind('outcome')}
        />
        <TextField label="Phone number (optional)" type="tel" {...bind('phone_number')} />
      </StyledFieldRow>
      <TextAreaField label="Summary (optional)" rows={3} {...bind('summary')} />
    </PageForm>
  )
}
