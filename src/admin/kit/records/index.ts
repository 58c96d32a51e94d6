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
  FieldValue,
  FormSection,
  FormValues,
  RecordFormConfig,
} from './model/form-config'
export { defineSection, RecordSection } from './components/record-section'
export type { SectionConfig, SectionPage } from './components/record-section'
export { recordPath, tabPath, editPath } from './model/record-paths'
export { RecordForm } from './form/record-form'
export { FieldsDialog } from './form/fields-dialog'
export type { FieldsDialogProps } from './form/fields-dialog'
export { DecisionDialog } from './form/decision-dialog'
export type { DecisionDialogProps, DecisionTexts } from './form/decision-dialog'
export { FieldsForm } from './form/fields-form'
export { PageForm } from './form/page-form'
export type { PageFormProps } from './form/page-form'
// The fields dialog's state and controls, for a form of declared fields laid out its own way.
export { useFieldsForm } from './form/use-fields-form'
export { idOrNull, numberOrNull, textOf, trimmed, trimmedOrNull } from './form/sent-values'
export { notesField, reasonField } from './form/dialog-fields'
// The body a record form sends, for pages that save a declared form their own way (a draft's editor).
export { toRequestBody } from './form/form-values'
export { useRecord, recordQueryOf } from './model/use-record'
export { detailsTab } from './components/details-tab'
export { TabHeader, TabHeading, TabList, TabSection } from './components/tab-section-styles'
export { ActionDialog } from './components/action-dialog'
export type { ActionDialogProps } from './components/action-dialog'
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
