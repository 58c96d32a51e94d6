export { ComplianceTimeline } from './components/compliance-timeline'
export type { ComplianceTimelineProps } from './components/compliance-timeline'
export { InvestorStatusActions } from './components/investor-status-actions'
export type { InvestorStatusActionsProps } from './components/investor-status-actions'
/** Route: /admin/investors/:id/sign-pdf/:documentId (reads both ids with useParams). */
export { SignPdfPage } from './pages/sign-pdf-page'
