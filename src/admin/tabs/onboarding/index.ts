// The investor record's own tabs (issue 10), each mounted by the admin record as
// <Tab subject={subject} record={record} />.
export { CategoryTab } from './components/category-tab'
export type { InvestorTabProps } from './components/category-tab'
export {
  FactFindTab,
  InvestorConsentTab,
  RegistrationFormTab,
  RiskProfileTab,
} from './components/questionnaire-tabs'
export { QuestionnaireTab } from './components/questionnaire-tab'
export type { QuestionnaireTabProps } from './components/questionnaire-tab'
export { OnboardingDocumentsTab } from './components/onboarding-documents-tab'
