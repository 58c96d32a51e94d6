import { NotesCallsTasksTab } from '@/admin/tabs/notes-calls-tasks'
import { DocumentsTab } from '@/admin/tabs/documents'
import {
  CategoryTab,
  FactFindTab,
  InvestorConsentTab,
  OnboardingDocumentsTab,
  RegistrationFormTab,
  RiskProfileTab,
} from '@/admin/tabs/onboarding'
import { ComplianceTimeline } from '@/admin/tabs/compliance-evidence'
import { TransactionsTab } from '@/admin/tabs/transactions'
import type { ComponentType } from 'react'
import type { RecordTab } from '@/admin/kit/records'

/**
 * The tabs records share, each one module over the record's subject (SPEC §2's segments and
 * titles). A record lists the ones it has; the module serves every record alike.
 */
// The modules read the subject (and at most loose fields of the record), so they serve a record
// of any family: `any` here (once, not per record) lets one entry fit every record's tab list,
// which `unknown` cannot, a component's props being checked both ways.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecordTab = RecordTab<any>

/** A tab entry from a module that reads only the record's subject (or loose fields of it). */
export const recordTab = (
  segment: string,
  label: string,
  Component: ComponentType<never>,
): AnyRecordTab => ({
  segment,
  label,
  Component: Component as AnyRecordTab['Component'],
})

export const TABS = {
  transactions: recordTab('transactions', 'Transactions', TransactionsTab),
  documents: recordTab('documents', 'Documents', DocumentsTab),
  notes: recordTab('notes-calls-tasks', 'Notes, calls and tasks', NotesCallsTasksTab),
  category: recordTab('category', 'Category', CategoryTab),
  registrationForm: recordTab('registration-form', 'Registration form', RegistrationFormTab),
  onboardingDocuments: recordTab(
    'investment-documents',
    'Onboarding Documents',
    OnboardingDocumentsTab,
  ),
  factFind: recordTab('fact-find', 'Fact find', FactFindTab),
  riskProfile: recordTab('risk-profile', 'Risk profile', RiskProfileTab),
  investorConsent: recordTab('investor-consent', 'Investor consent', InvestorConsentTab),
  complianceEvidence: recordTab('compliance-evidence', 'Compliance evidence', ComplianceTimeline),
}
