export { DocumentViewerPage } from './pages/document-viewer-page'
