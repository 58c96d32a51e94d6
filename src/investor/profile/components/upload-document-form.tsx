import { useState } from 'react'
import { Button, FileField, Form, FormActions, TextField, useToast } from '@/ui'
import type { DocumentOwner } from '../api/profile-queries'
import { useUploadDocument } from '../hooks/use-upload-document'
import { StyledFieldGrid } from './profile-styles'

export interface UploadDocumentFormProps {
  owner: DocumentOwner
  category?: 'kyc' | 'onboarding'
  /** Button text, e.g. "Upload document". */
  submitLabel?: string
}

const ACCEPT = '.pdf,.jpg,.jpeg,.png,.docx'
const CHOOSE_FILE = 'Choose a file to upload.'

/** Name a file and upload it; the host attaches it to `owner` as a public document. */
export function UploadDocumentForm({
  owner,
  category = 'onboarding',
  submitLabel = 'Upload document',
}: UploadDocumentFormProps) {
  const toast = useToast()
  const [name, setName] = useState('')
  const [files, setFiles] = useState<File[]>([])
  // The file input cannot be cleared by value: a new key gives a fresh, empty one.
  const [inputKey, setInputKey] = useState(0)
  const [missingFile, setMissingFile] = useState(false)
  const [localFailures, setLocalFailures] = useState(0)
  const upload = useUploadDocument(() => undefined)

  const fieldErrors = missingFile
    ? { ...upload.fieldErrors, file: CHOOSE_FILE }
    : upload.fieldErrors
  const submission = {
    isSubmitting: upload.isSubmitting,
    formError: upload.formError,
    fieldErrors,
    failures: upload.failures + localFailures,
  }

  const submit = async () => {
    const file = files[0]
    if (!file) {
      setMissingFile(true)
      setLocalFailures((n) => n + 1)
      return
    }
    const doc = await upload.submit({ owner, name: name.trim(), file, category })
    if (!doc) return
    toast.success(`“${doc.name}” has been uploaded.`)
    setName('')
    setFiles([])
    setInputKey((k) => k + 1)
  }

  return (
    <Form onSubmit={() => void submit()} submission={submission} aria-label={submitLabel}>
      <StyledFieldGrid>
        <TextField
          label="Document name"
          name="name"
          required
          value={name}
          error={fieldErrors.name}
          onChange={(event) => {
            setName(event.target.value)
            upload.clearFieldError('name')
          }}
        />
        <FileField
          key={inputKey}
          label="File"
          name="file"
          required
          accept={ACCEPT}
          hint="PDF, JPG, PNG or Word, up to 20 MB."
          files={files}
          error={fieldErrors.file}
          onChange={(chosen) => {
            setFiles(chosen.slice(0, 1))
            setMissingFile(false)
            upload.clearFieldError('file')
            // A sensible name to start from: the file's, without its extension.
            if (!name && chosen[0]) setName(chosen[0].name.replace(/\.[^.]+$/, ''))
          }}
        />
      </StyledFieldGrid>
      <FormActions>
        <Button type="submit" loading={upload.isSubmitting} loadingText="Uploading">
          {submitLabel}
        </Button>
      </FormActions>
    </Form>
  )
}
