import { questionFamily } from './groups/compliance-families'

export const complianceQuestions = questionFamily('compliance')
