import { useState } from 'react'
import { Button, Form, FormActions, Modal, SelectField, TextField, useFormSubmit } from '@/ui'
import { updateDocument, type AdminDocument, type Folder } from '../api/documents-api'

export interface EditDocumentDialogProps {
  doc: AdminDocument | null
  folders: Folder[]
  onClose: () => void
  onSaved: (doc: AdminDocument) => void
}

/** "Rename" a document, and move it to another folder of the record while at it. */
export function EditDocumentDialog({ doc, folders, onClose, onSaved }: EditDocumentDialogProps) {
  return (
    <Modal open={doc !== null} onClose={onClose} title="Rename document" size="sm">
      {doc ? <EditForm doc={doc} folders={folders} onClose={onClose} onSaved={onSaved} /> : null}
    </Modal>
  )
}

function EditForm({
  doc,
  folders,
  onClose,
  onSaved,
}: Omit<EditDocumentDialogProps, 'doc'> & { doc: AdminDocument }) {
  const [name, setName] = useState(doc.name)
  const [folder, setFolder] = useState(
    doc.folder_structure_id === null ? '' : String(doc.folder_structure_id),
  )
  const save = useFormSubmit(
    () =>
      updateDocument(doc.id, {
        name: name.trim(),
        folder_structure_id: folder === '' ? null : Number(folder),
      }),
    { onSuccess: onSaved },
  )
  return (
    <Form onSubmit={() => void save.submit(undefined)} submission={save}>
      <TextField
        label="Name"
        value={name}
        required
        maxLength={255}
        onChange={(e) => {
          setName(e.target.value)
          save.clearFieldError('name')
        }}
        error={save.errorFor('name')}
        hint={`File: ${doc.file_name}`}
      />
      <SelectField
        label="Folder"
        value={folder}
        onChange={(e) => setFolder(e.target.value)}
        options={[
          { value: '', label: 'No folder' },
          ...folders.map((f) => ({ value: String(f.id), label: f.name })),
        ]}
        error={save.errorFor('folder_structure_id')}
      />
      <FormActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isSubmitting} loadingText="Saving">
          Save
        </Button>
      </FormActions>
    </Form>
  )
}
