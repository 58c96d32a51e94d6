import { useId, type ReactNode } from 'react'
import { Button } from '@/ui/button/button'
import type { ButtonVariant } from '@/ui/button/button-styles'
import { Modal } from '@/ui/modal/modal'
import type { ModalSize } from '@/ui/modal/modal-styles'
import { Form, type FormSubmission } from './form'

export interface DialogFormProps {
  /** The dialog's name. */
  title: ReactNode
  description?: ReactNode
  /** The submit button's words ("Record NAV"). */
  submitLabel: ReactNode
  /** What the submit button says while the call is under way. */
  savingLabel?: string
  /** 'danger' for a submit that refuses or removes (reject a document). */
  submitVariant?: ButtonVariant
  /** From useFormSubmit: the host's 422s on their fields, a second click ignored. */
  submission: FormSubmission
  onSubmit: () => void
  onClose: () => void
  size?: ModalSize
  /** The form's own accessible name, where it is not the dialog's ("Question"). */
  formLabel?: string
  /** The fields. */
  children: ReactNode
}

/**
 * A form in a dialog with the product's submit behaviour: Cancel and the submit button in the
 * footer (the button submits the form by id, so Enter in a field and the click are one path),
 * the error summary on top and focus on the first invalid field after a failure. The fields
 * keep their own state, so nothing typed is lost when the host refuses.
 */
export function DialogForm({
  title,
  description,
  submitLabel,
  savingLabel = 'Saving',
  submitVariant,
  submission,
  onSubmit,
  onClose,
  size,
  formLabel,
  children,
}: DialogFormProps) {
  const formId = useId()
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={description}
      size={size}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            variant={submitVariant}
            loading={submission.isSubmitting}
            loadingText={savingLabel}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} aria-label={formLabel} submission={submission} onSubmit={onSubmit}>
        {children}
      </Form>
    </Modal>
  )
}
