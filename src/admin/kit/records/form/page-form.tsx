import type { ReactNode } from 'react'
import { Button, Form, FormActions, type FormProps, type FormSubmission } from '@/ui'

export interface PageFormProps extends FormProps {
  submission: FormSubmission
  submitLabel: ReactNode
  onCancel: () => void
}

/** A form laid out in the page: its fields, then Cancel and the submit button. */
export function PageForm({ submission, submitLabel, onCancel, children, ...form }: PageFormProps) {
  return (
    <Form submission={submission} {...form}>
      {children}
      <FormActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submission.isSubmitting} loadingText="Saving">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  )
}
