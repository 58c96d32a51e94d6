import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { resourceKeys } from '@/lib/resources'
import { Button, FileField, Form, Modal, useToast } from '@/ui'
import { useUploadDocument } from '../hooks/use-upload-document'

export interface RequirementUploadDialogProps {
  userId: number
  /** What is asked for ("Proof of identity", what it should show): the document's name. */
  asked: { name: string; description?: string | null }
  /**
   * What the uploaded file answers, given its document id: an onboarding requirement marked
   * uploaded, or one of the international check's documents sent.
   */
  attach: (documentId: number) => Promise<unknown>
  onClose: () => void
}

/**
 * Uploads a file the investor is asked for: it becomes an identity document, `attach` says
 * what it answers, and the onboarding requirements are read again for staff's review status.
 */
export function RequirementUploadDialog({
  userId,
  asked: { name, description },
  attach,
  onClose,
}: RequirementUploadDialogProps) {
  const formId = useId()
  const toast = useToast()
  const queryClient = useQueryClient()
  const [files, setFiles] = useState<File[]>([])
  const [missing, setMissing] = useState(0)
  const upload = useUploadDocument(async (doc) => {
    await attach(doc.id)
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
      owner: { type: 'users', id: userId },
      name,
      file: files[0],
      category: 'kyc',
    })
    if (!doc) return
    toast.success(`Thank you. We will review your ${name.toLowerCase()}.`)
    onClose()
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Upload ${name.toLowerCase()}`}
      description={description ?? undefined}
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
