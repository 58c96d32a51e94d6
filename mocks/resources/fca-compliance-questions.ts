import { questionFamily } from './groups/compliance-families'

export const fcaComplianceQuestions = questionFamily('fca-compliance')
