// An opportunity's investor-facing content (gallery, key points, team, key dates, share
// prices) and the preview of its page as investors see it.
export { OpportunityContentEditor, previewPath } from './components/opportunity-content-editor'
export type { OpportunityContentEditorProps } from './components/opportunity-content-editor'
export { OpportunityContentTab } from './components/opportunity-content-tab'
