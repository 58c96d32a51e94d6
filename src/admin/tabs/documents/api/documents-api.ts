import { decodeRecord, postWithProgress } from '@/lib/api'
import {
  createRecord,
  deleteRecord,
  pageQuery,
  resourceKeys,
  updateRecord,
  type RecordOf,
  type RecordSubject,
} from '@/lib/resources'
import type { Visibility } from '../model/visibility'

export type AdminDocument = RecordOf<'documents'>
export type Folder = RecordOf<'folder-structures'>
export type DocumentCategory = AdminDocument['category']

export const DOCUMENTS_PER_PAGE = 25

/** Every family this tab writes to; a change to either refreshes both (folder counts). */
export const DOCUMENT_KEYS = [resourceKeys('documents').all, resourceKeys('folder-structures').all]

/** GET /api/folder-structures: the record's own folders, with how many documents each holds. */
export const foldersQuery = (subject: RecordSubject) =>
  pageQuery('folder-structures', {
    filter: { folderable_type: subject.type, folderable_id: subject.id },
    include: ['documentsCount'],
    sort: ['order', 'name'],
    perPage: 100,
  })

/** GET /api/documents: a page of the record's documents (all of them, or one folder's). */
export const subjectDocumentsQuery = (
  subject: RecordSubject,
  folderId: number | null,
  page: number,
) =>
  pageQuery('documents', {
    filter: {
      documentable_type: subject.type,
      documentable_id: subject.id,
      folder_structure_id: folderId ?? undefined,
    },
    sort: ['-created_at'],
    page,
    perPage: DOCUMENTS_PER_PAGE,
  })

export interface UploadInput {
  subject: RecordSubject
  file: File
  name: string
  visibility: Visibility
  category: DocumentCategory
  folderId: number | null
}

/** POST /api/documents as multipart, reporting progress (0-100). */
export async function uploadDocument(
  input: UploadInput,
  onProgress: (percent: number) => void,
): Promise<AdminDocument> {
  const body = new FormData()
  body.set('file', input.file)
  body.set('name', input.name)
  body.set('visibility', input.visibility)
  body.set('category', input.category)
  body.set('documentable_type', input.subject.type)
  body.set('documentable_id', String(input.subject.id))
  if (input.folderId !== null) body.set('folder_structure_id', String(input.folderId))
  const data = await postWithProgress('/api/documents', body, onProgress, input.file.size)
  return decodeRecord<AdminDocument>(data, 'the new document')
}

/** PATCH /api/documents/{id}: name, visibility or folder. */
export const updateDocument = (
  id: number,
  values: Partial<Pick<AdminDocument, 'name' | 'visibility' | 'folder_structure_id'>>,
) => updateRecord('documents', id, values)

/** DELETE /api/documents/{id} (the host deletes the file too). */
export const deleteDocument = (id: number) => deleteRecord('documents', id)

/** POST /api/folder-structures: a new top-level folder of the record. */
export const createFolder = (subject: RecordSubject, name: string) =>
  createRecord('folder-structures', {
    name,
    parent_id: null,
    folderable_type: subject.type,
    folderable_id: subject.id,
  })

/** PATCH /api/folder-structures/{id}. */
export const renameFolder = (id: number, name: string) =>
  updateRecord('folder-structures', id, { name })

/** DELETE /api/folder-structures/{id}: offered only for an empty folder. */
export const deleteFolder = (id: number) => deleteRecord('folder-structures', id)
