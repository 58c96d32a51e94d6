// The documents tab every admin record page mounts as <DocumentsTab subject={subject} />.
export { DocumentsTab } from './components/documents-tab'
export type { DocumentsTabProps } from './components/documents-tab'
// The per-file upload list (name, size, progress bar, outcome) and upload error wording, for
// other screens that upload files (an opportunity's gallery).
export { UploadProgressList } from './components/upload-progress-list'
export type { UploadItem } from './components/upload-progress-list'
export { uploadError } from './model/upload-error'
