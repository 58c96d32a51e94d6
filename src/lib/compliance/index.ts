/** Compliance checks both portals read: the international (enhanced due-diligence) check. */
export {
  decodeInternationalAml,
  internationalAmlKey,
  internationalAmlPath,
  internationalAmlQuery,
  type AmlDocument,
  type AmlStatus,
  type InternationalAml,
} from './international-aml'
