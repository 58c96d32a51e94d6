import { answerFamily } from './groups/compliance-families'

export const complianceAnswers = answerFamily('compliance')
