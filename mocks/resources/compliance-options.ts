import { optionFamily } from './groups/compliance-families'

export const complianceOptions = optionFamily('compliance')
