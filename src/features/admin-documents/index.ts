// The documents tab every admin record page mounts as <DocumentsTab subject={subject} />.
export { DocumentsTab } from './components/documents-tab'
export type { DocumentsTabProps } from './components/documents-tab'
