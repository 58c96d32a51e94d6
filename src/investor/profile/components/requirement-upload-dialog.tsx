import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { resourceKeys, type RecordOf } from '@/lib/resources'
import { Button, FileField, Form, Modal, useToast } from '@/ui'
import { markOnboardingUploaded } from '../api/profile-requests'
import { useUploadDocument } from '../hooks/use-upload-document'

export interface RequirementUploadDialogProps {
  requirement: RecordOf<'onboarding-documents'>
  onClose: () => void
}

/**
 * Uploads the file an onboarding requirement asks for ("Proof of identity"): the file becomes
 * an identity document and the requirement is marked uploaded for staff to review.
 */
export function RequirementUploadDialog({ requirement, onClose }: RequirementUploadDialogProps) {
  const formId = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [files, setFiles] = useState<File[]>([])
  const [missing, setMissing] = useState(0)
  const upload = useUploadDocument(async (doc) => {
    await markOnboardingUploaded(requirement.id, doc.id)
    await queryClient.invalidateQueries({ queryKey: resourceKeys('onboarding-documents').all })
  })
  const fieldErrors =
    missing > 0 && files.length === 0
      ? { ...upload.fieldErrors, file: 'Choose a file to upload.' }
      : upload.fieldErrors

  const submit = async () => {
    if (!files[0]) {
      setMissing((n) => n + 1)
      return
    }
    const doc = await upload.submit({
      owner: { type: 'users', id: requirement.user_id },
      name: requirement.name,
      file: files[0],
      category: 'kyc',
    })
    if (!doc) return
    toast.success(`Thank you. We will review your ${requirement.name.toLowerCase()}.`)
    onClose()
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Upload ${requirement.name.toLowerCase()}`}
      description={requirement.description ?? undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={upload.isSubmitting} loadingText="Uploading">
            Upload
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={() => void submit()}
        submission={{ ...upload, fieldErrors, failures: upload.failures + missing }}
      >
        <FileField
          label="File"
          name="file"
          required
          accept=".pdf,.jpg,.jpeg,.png"
          hint="PDF, JPG or PNG, up to 20 MB."
          files={files}
          error={fieldErrors.file}
          onChange={(chosen) => {
            setFiles(chosen.slice(0, 1))
            upload.clearFieldError('file')
          }}
        />
      </Form>
    </Modal>
  )
}
