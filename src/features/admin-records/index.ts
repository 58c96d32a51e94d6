/** The admin record pieces: a record is declared, and these pages serve every declaration. */
export { defineRecord } from './model/record-config'
export type {
  AnyRecord,
  AnyRecordConfig,
  RecordConfig,
  RecordFigure,
  RecordTab,
  RecordTabProps,
} from './model/record-config'
export type {
  FieldDecl,
  FieldKind,
  FormSection,
  FormValues,
  RecordFormConfig,
} from './model/form-config'
export { defineSection, RecordSection } from './components/record-section'
export type { SectionConfig, SectionPage } from './components/record-section'
export { recordPath, tabPath, editPath } from './model/record-paths'
export { RecordForm } from './form/record-form'
// The body a record form sends, for pages that save a declared form their own way (a draft's editor).
export { toRequestBody } from './form/form-values'
export { useRecord, recordQueryOf } from './model/use-record'
export { detailsTab } from './components/details-tab'
export type { DetailGroup, DetailRow } from './components/details-tab'
export { money, statusOf, text } from './model/values'
export {
  addressFields,
  countryField,
  investorField,
  leadStatusField,
  ownerField,
} from './model/common-fields'
export { aiRewrite } from './api/ai-rewrite'
