import type { QuestionnaireForm } from '../api/questionnaires'

/** A questionnaire tab: which form's answers it shows, under which title. */
export interface QuestionnaireDeclaration {
  form: QuestionnaireForm
  title: string
}

export const REGISTRATION_FORM: QuestionnaireDeclaration = {
  form: 'registration_form',
  title: 'Registration form',
}
export const FACT_FIND: QuestionnaireDeclaration = { form: 'fact_find', title: 'Fact find' }
export const RISK_PROFILE: QuestionnaireDeclaration = {
  form: 'risk_profile',
  title: 'Risk profile',
}
export const INVESTOR_CONSENT: QuestionnaireDeclaration = {
  form: 'investor_consent',
  title: 'Investor consent',
}
