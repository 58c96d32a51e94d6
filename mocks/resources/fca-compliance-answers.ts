import { answerFamily } from './groups/compliance-families'

export const fcaComplianceAnswers = answerFamily('fca-compliance')
