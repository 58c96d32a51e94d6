import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { RecordSubject } from '@/lib/resources'
import {
  Button,
  FileField,
  Form,
  FormActions,
  Modal,
  RadioGroup,
  SelectField,
  TextField,
  useToast,
  type FormSubmission,
} from '@/ui'
import { DOCUMENT_CATEGORIES } from '@/shared/documents'
import {
  DOCUMENT_KEYS,
  uploadDocument,
  type DocumentCategory,
  type Folder,
} from '../api/documents-api'
import { nameFromFile } from '../model/file-name'
import { uploadError } from '../model/upload-error'
import { VISIBILITY_OPTIONS, type Visibility } from '../model/visibility'
import { UploadProgressList, type UploadItem } from './upload-progress-list'

export interface UploadDialogProps {
  open: boolean
  /** Not called while files are being sent: the dialog stays until they are. */
  onClose: () => void
  subject: RecordSubject
  folders: Folder[]
  /** The folder being looked at: where the files go unless staff choose another. */
  folderId: number | null
}

/** "Upload documents": one or more files, into a folder, public or private, with progress. */
export function UploadDialog(props: UploadDialogProps) {
  const [busy, setBusy] = useState(false)
  const close = () => {
    if (!busy) props.onClose()
  }
  return (
    <Modal
      open={props.open}
      onClose={close}
      title="Upload documents"
      description="Private documents are Admin Portal only; public ones are also accessible in Client Portal."
      dismissible={!busy}
    >
      <UploadForm {...props} onBusy={setBusy} />
    </Modal>
  )
}

const CATEGORY_OPTIONS = Object.entries(DOCUMENT_CATEGORIES).map(([value, label]) => ({
  value,
  label,
}))

const noErrors: Record<string, string> = {}

function UploadForm({
  onClose,
  onBusy,
  subject,
  folders,
  folderId,
}: UploadDialogProps & { onBusy: (busy: boolean) => void }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [items, setItems] = useState<UploadItem[]>([])
  const [name, setName] = useState('')
  const [folder, setFolder] = useState(folderId === null ? '' : String(folderId))
  const [visibility, setVisibility] = useState<Visibility>('private')
  const [category, setCategory] = useState<DocumentCategory>('other')
  const [fileError, setFileError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState(noErrors)
  const [formError, setFormError] = useState<string | null>(null)
  const [failures, setFailures] = useState(0)
  const [uploading, setUploading] = useState(false)
  // A ref, not state: a second submit in the same tick must see the first one (SPEC §5).
  const inFlight = useRef(false)

  const single = items.length === 1
  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)))

  const chooseFiles = (files: File[]) => {
    setItems(
      files.map((file, i) => ({
        key: `${i}-${file.name}-${file.size}-${file.lastModified}`,
        file,
        progress: 0,
        status: 'waiting',
      })),
    )
    setName(files.length === 1 ? nameFromFile(files[0].name) : '')
    setFileError(null)
    setFieldErrors(noErrors)
    setFormError(null)
  }

  const submit = async () => {
    if (inFlight.current) return
    if (items.length === 0) {
      setFileError('Choose at least one file to upload.')
      setFailures((n) => n + 1)
      return
    }
    inFlight.current = true
    setUploading(true)
    onBusy(true)
    setFormError(null)
    setFileError(null)
    setFieldErrors(noErrors)
    let uploaded = 0
    let failed = 0
    let lastErrors = noErrors
    // One at a time: each file's progress is its own, and a failure stops nothing else.
    for (const item of items) {
      if (item.status === 'done') continue
      patch(item.key, { status: 'uploading', progress: 0, error: undefined })
      try {
        await uploadDocument(
          {
            subject,
            file: item.file,
            name: (single ? name.trim() : '') || nameFromFile(item.file.name),
            visibility,
            category,
            folderId: folder === '' ? null : Number(folder),
          },
          (progress) => patch(item.key, { progress }),
        )
        uploaded += 1
        patch(item.key, { status: 'done', progress: 100 })
      } catch (err) {
        failed += 1
        const { message, fieldErrors: errors } = uploadError(err)
        lastErrors = errors
        patch(item.key, { status: 'failed', error: message })
      }
    }
    inFlight.current = false
    setUploading(false)
    onBusy(false)
    if (uploaded > 0) {
      for (const queryKey of DOCUMENT_KEYS) void queryClient.invalidateQueries({ queryKey })
    }
    if (failed === 0) {
      toast.success(uploaded === 1 ? 'Document uploaded.' : `${uploaded} documents uploaded.`)
      onClose()
      return
    }
    // What failed stays in the dialog, with everything chosen, to be sent again.
    if (single) {
      setFieldErrors(lastErrors)
      if (lastErrors.file) setFileError(lastErrors.file)
    }
    setFormError(
      failed + uploaded === 1
        ? 'The file could not be uploaded.'
        : `${failed} of ${failed + uploaded} files could not be uploaded. Those marked “Uploaded” are saved.`,
    )
    setFailures((n) => n + 1)
  }

  const submission: FormSubmission = {
    isSubmitting: uploading,
    formError,
    fieldErrors: single ? fieldErrors : noErrors,
    failures,
  }
  const folderOptions = [
    { value: '', label: 'No folder' },
    ...folders.map((f) => ({ value: String(f.id), label: f.name })),
  ]

  return (
    <Form onSubmit={() => void submit()} submission={submission}>
      <FileField
        label="Files"
        multiple
        required
        onChange={chooseFiles}
        error={fileError}
        disabled={uploading}
        hint="Choose one file or several; each may be up to 20 MB."
      />
      {single ? (
        <TextField
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldErrors.name}
          disabled={uploading}
          maxLength={255}
        />
      ) : null}
      <SelectField
        label="Folder"
        options={folderOptions}
        value={folder}
        onChange={(e) => setFolder(e.target.value)}
        disabled={uploading}
        error={single ? fieldErrors.folder_structure_id : null}
      />
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={(e) => setCategory(e.target.value as DocumentCategory)}
        disabled={uploading}
      />
      <RadioGroup
        legend="Visibility"
        options={VISIBILITY_OPTIONS}
        value={visibility}
        onChange={(v) => setVisibility(v as Visibility)}
        disabled={uploading}
      />
      <UploadProgressList items={items} />
      <FormActions>
        <Button variant="secondary" onClick={onClose} disabled={uploading}>
          Cancel
        </Button>
        <Button type="submit" loading={uploading} loadingText="Uploading">
          {items.length > 1 ? `Upload ${items.length} files` : 'Upload'}
        </Button>
      </FormActions>
    </Form>
  )
}
