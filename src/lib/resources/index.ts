export type { Family, FamilyRecords, Page, RecordOf } from './families'
export { fetchPage, fetchRecord, createRecord, updateRecord, deleteRecord } from './requests'
export { pageQuery, recordQuery, resourceKeys } from './queries'
