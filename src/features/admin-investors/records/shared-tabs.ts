import { NotesCallsTasksTab } from '@/features/admin-activity'
import { DocumentsTab } from '@/features/admin-documents'
import {
  CategoryTab,
  FactFindTab,
  InvestorConsentTab,
  OnboardingDocumentsTab,
  RegistrationFormTab,
  RiskProfileTab,
} from '@/features/admin-investor-tabs'
import { ComplianceTimeline } from '@/features/admin-investor-compliance'
import { TransactionsTab } from '@/features/admin-transactions'
import type { ComponentType } from 'react'
import type { RecordTab } from '@/features/admin-records'

/**
 * The tabs records share, each one module over the record's subject (SPEC §2's segments and
 * titles). A record lists the ones it has; the module serves every record alike.
 */
// The modules read the subject (and at most loose fields of the record), so they serve a record
// of any family: `any` here (once, not per record) lets one entry fit every record's tab list,
// which `unknown` cannot, a component's props being checked both ways.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRecordTab = RecordTab<any>

const tab = (segment: string, label: string, Component: ComponentType<never>): AnyRecordTab => ({
  segment,
  label,
  Component: Component as AnyRecordTab['Component'],
})

export const TABS = {
  transactions: tab('transactions', 'Transactions', TransactionsTab),
  documents: tab('documents', 'Documents', DocumentsTab),
  notes: tab('notes-calls-tasks', 'Notes, calls and tasks', NotesCallsTasksTab),
  category: tab('category', 'Category', CategoryTab),
  registrationForm: tab('registration-form', 'Registration form', RegistrationFormTab),
  onboardingDocuments: tab('investment-documents', 'Onboarding Documents', OnboardingDocumentsTab),
  factFind: tab('fact-find', 'Fact find', FactFindTab),
  riskProfile: tab('risk-profile', 'Risk profile', RiskProfileTab),
  investorConsent: tab('investor-consent', 'Investor consent', InvestorConsentTab),
  complianceEvidence: tab('compliance-evidence', 'Compliance evidence', ComplianceTimeline),
}
