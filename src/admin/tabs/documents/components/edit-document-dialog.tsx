import { FieldsDialog, idOrNull, trimmed, type FieldDecl } from '@/admin/kit/records'
import { updateDocument, type AdminDocument, type Folder } from '../api/documents-api'

export interface EditDocumentDialogProps {
  doc: AdminDocument | null
  folders: Folder[]
  onClose: () => void
  onSaved: (doc: AdminDocument) => void
}

const fieldsFor = (doc: AdminDocument, folders: Folder[]): FieldDecl[] => [
  {
    name: 'name',
    label: 'Name',
    kind: 'text',
    required: true,
    maxLength: 255,
    hint: `File: ${doc.file_name}`,
  },
  {
    name: 'folder_structure_id',
    label: 'Folder',
    kind: 'select',
    placeholder: false,
    options: [
      { value: '', label: 'No folder' },
      ...folders.map((f) => ({ value: String(f.id), label: f.name })),
    ],
  },
]

/** "Rename" a document, and move it to another folder of the record while at it. */
export function EditDocumentDialog({ doc, folders, onClose, onSaved }: EditDocumentDialogProps) {
  if (!doc) return null
  return (
    <FieldsDialog
      title="Rename document"
      size="sm"
      submitLabel="Save"
      fields={fieldsFor(doc, folders)}
      initial={{
        name: doc.name,
        folder_structure_id:
          doc.folder_structure_id === null ? '' : String(doc.folder_structure_id),
      }}
      submit={(v) =>
        updateDocument(doc.id, {
          name: trimmed(v.name),
          folder_structure_id: idOrNull(v.folder_structure_id),
        })
      }
      onSaved={onSaved}
      onClose={onClose}
    />
  )
}
