export { DocumentViewerPage } from './pages/document-viewer-page'
// Shared with the admin's sign-pdf page: the same viewer over the same authenticated file read.
export { DocumentPreview } from './components/document-preview'
export type { DocumentPreviewProps } from './components/document-preview'
export { useDocumentFile } from './hooks/use-document-file'
export type { DocumentFileState } from './hooks/use-document-file'
export { previewKind } from './model/document-file'
export type { DocumentRecord } from './model/document-file'
