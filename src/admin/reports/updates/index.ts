/** Update reports (draft editor, live details, publishing) and WIP reports, for the reports section. */
export { updateReportRecord } from './records/update-report'
export { wipReportRecord } from './records/wip-report'
export { UpdateEditorPage } from './pages/update-editor-page'
export { UPDATE_EDITOR_PATH } from './pages/paths'
