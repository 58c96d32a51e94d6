/**
 * Compliance both portals read: the international (enhanced due-diligence) check and the
 * financial promotion exemptions.
 */
export {
  decodeInternationalAml,
  internationalAmlKey,
  internationalAmlPath,
  internationalAmlQuery,
  type AmlDocument,
  type AmlStatus,
  type InternationalAml,
} from './international-aml'
export {
  promotionExemptionsKey,
  promotionExemptionsQuery,
  type ExemptionKey,
  type PromotionExemption,
} from './promotion-exemptions'
