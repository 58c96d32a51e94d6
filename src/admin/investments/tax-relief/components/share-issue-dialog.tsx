import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, toRequestBody, type FieldDecl, type FormValues } from '@/admin/kit/records'
import { RELIEF_SCHEMES } from '@/lib/tax-relief'
import { useToast } from '@/ui'
import { invalidateTaxRelief, saveShareIssue, type ShareIssue } from '../api/tax-relief'
import { STATEMENT_STATUS } from '../model/issue-investors'

const EIS_ONLY = (v: FormValues) => v.scheme === 'EIS'
const SUBMITTED = (v: FormValues) => v.statement_status === 'submitted' || AUTHORISED(v)
const AUTHORISED = (v: FormValues) => v.statement_status === 'authorised'

/**
 * The statement's dates and reference appear as the status reaches them; the host checks them
 * (required_if on the status), so its own message names the missing one.
 */
export const SHARE_ISSUE_FIELDS: readonly FieldDecl[] = [
  {
    name: 'scheme',
    label: 'Scheme',
    kind: 'select',
    required: true,
    options: RELIEF_SCHEMES.map((scheme) => ({ value: scheme, label: scheme })),
  },
  {
    name: 'knowledge_intensive',
    label: 'Knowledge-intensive company',
    kind: 'checkbox',
    hint: 'Investors may then claim EIS relief on up to £2m a year.',
    when: EIS_ONLY,
  },
  {
    name: 'issue_date',
    label: 'Share issue date',
    kind: 'date',
    hint: 'Set once the shares are allotted: the paid investments under this scheme join the issue.',
  },
  { name: 'advance_assurance_date', label: 'Advance assurance date', kind: 'date' },
  {
    name: 'advance_assurance_reference',
    label: 'Advance assurance reference',
    kind: 'text',
    maxLength: 64,
  },
  {
    name: 'statement_status',
    label: 'Compliance statement',
    kind: 'select',
    placeholder: false,
    // The card's words for each, but "by HMRC" said where the choice is made.
    options: Object.entries(STATEMENT_STATUS).map(([value, { label }]) => ({
      value,
      label: value === 'authorised' ? 'Authorised by HMRC' : label,
    })),
  },
  { name: 'statement_submitted_at', label: 'Submitted on', kind: 'date', when: SUBMITTED },
  { name: 'statement_authorised_at', label: 'Authorised on', kind: 'date', when: AUTHORISED },
  {
    name: 'unique_investment_reference',
    label: 'Unique investment reference (UIR)',
    kind: 'text',
    maxLength: 64,
    hint: 'HMRC’s reference in its authorisation letter; investors quote it when they claim.',
    when: AUTHORISED,
  },
]

const SECTIONS = [{ title: '', fields: SHARE_ISSUE_FIELDS }]

/**
 * What is sent: the visible fields, and what the status no longer reaches cleared, so a statement
 * moved back or a scheme changed to SEIS leaves nothing behind that the host would refuse.
 */
export function shareIssueBody(values: FormValues, opportunityId: number) {
  const body = toRequestBody(SECTIONS, values)
  return {
    ...body,
    investment_opportunity_id: opportunityId,
    knowledge_intensive: EIS_ONLY(values) ? Boolean(values.knowledge_intensive) : false,
    ...(SUBMITTED(values) ? {} : { statement_submitted_at: null }),
    ...(AUTHORISED(values)
      ? {}
      : { statement_authorised_at: null, unique_investment_reference: null }),
  }
}

export interface ShareIssueDialogProps {
  opportunityId: number
  /** The share issue to edit; null to add one. */
  issue: ShareIssue | null
  onClose: () => void
}

/** Adds or edits a share issue: its scheme, dates, advance assurance and compliance statement. */
export function ShareIssueDialog({ opportunityId, issue, onClose }: ShareIssueDialogProps) {
  const client = useQueryClient()
  const toast = useToast()
  return (
    <FieldsDialog
      title={issue ? 'Edit share issue' : 'Add share issue'}
      description="One allotment of shares under one scheme, and HMRC’s compliance statement for it."
      submitLabel={issue ? 'Save share issue' : 'Add share issue'}
      fields={SHARE_ISSUE_FIELDS}
      record={issue ?? undefined}
      initial={issue ? undefined : { scheme: 'EIS', statement_status: 'not_submitted' }}
      hostChecks
      submit={(values) => saveShareIssue(issue?.id ?? null, shareIssueBody(values, opportunityId))}
      onSaved={(saved) => {
        void invalidateTaxRelief(client)
        toast.success(issue ? 'Share issue saved.' : `${saved.scheme} share issue added.`)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
