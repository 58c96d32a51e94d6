import { optionFamily } from './groups/compliance-families'

export const fcaComplianceOptions = optionFamily('fca-compliance')
