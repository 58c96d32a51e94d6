import type { ReactNode } from 'react'
import { Button, Card, Form, FormActions, type FormSubmission } from '@/ui'
import { StyledLead } from './profile-styles'

export interface FormCardProps {
  title: string
  /** The form's accessible name; the card's title when not given. */
  label?: string
  lead?: ReactNode
  /** Shown between the lead and the form (a live region for its outcome). */
  intro?: ReactNode
  /** Shown under the form (what the submission made). */
  outro?: ReactNode
  onSubmit: () => void
  submission: FormSubmission
  submitLabel: string
  loadingText: string
  children: ReactNode
}

/** A profile card holding one form: its lead, its fields and one submit button. */
export function FormCard({ title, label = title, lead, intro, outro, ...form }: FormCardProps) {
  const { onSubmit, submission, submitLabel, loadingText, children } = form
  return (
    <Card title={title}>
      {lead ? <StyledLead>{lead}</StyledLead> : null}
      {intro}
      <Form onSubmit={onSubmit} submission={submission} aria-label={label}>
        {children}
        <FormActions>
          <Button type="submit" loading={submission.isSubmitting} loadingText={loadingText}>
            {submitLabel}
          </Button>
        </FormActions>
      </Form>
      {outro}
    </Card>
  )
}
