import {
  FACT_FIND,
  INVESTOR_CONSENT,
  REGISTRATION_FORM,
  RISK_PROFILE,
} from '../model/questionnaires'
import type { InvestorTabProps } from './category-tab'
import { QuestionnaireTab } from './questionnaire-tab'

/** Tab registration-form: the answers of the sign-up registration form. */
export function RegistrationFormTab({ subject }: InvestorTabProps) {
  return <QuestionnaireTab subject={subject} questionnaire={REGISTRATION_FORM} />
}

/** Tab fact-find: the investor's financial circumstances and objectives. */
export function FactFindTab({ subject }: InvestorTabProps) {
  return <QuestionnaireTab subject={subject} questionnaire={FACT_FIND} />
}

/** Tab risk-profile: the investor's attitude to risk. */
export function RiskProfileTab({ subject }: InvestorTabProps) {
  return <QuestionnaireTab subject={subject} questionnaire={RISK_PROFILE} />
}

/** Tab investor-consent: the consents the investor gave. */
export function InvestorConsentTab({ subject }: InvestorTabProps) {
  return <QuestionnaireTab subject={subject} questionnaire={INVESTOR_CONSENT} />
}
