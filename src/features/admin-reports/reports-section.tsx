import { ADMIN_PATHS } from '@/lib/navigation'
import { listsUnder } from '@/features/admin-lists'
import { defineSection, RecordSection } from '@/features/admin-records'
import {
  UPDATE_EDITOR_PATH,
  UpdateEditorPage,
  updateReportRecord,
  wipReportRecord,
} from '@/features/admin-update-reports'
import { ReportsHome } from './reports-home'

const base = ADMIN_PATHS.reports

/** SPEC §2's reports: KPIs, KPI portfolio, update reports and work-in-progress reports. */
export const reportsSection = defineSection({
  base,
  lists: listsUnder(base),
  records: [updateReportRecord, wipReportRecord] as never[],
  pages: [
    { path: base, Component: ReportsHome },
    { path: UPDATE_EDITOR_PATH, Component: UpdateEditorPage },
  ],
})

/** Every page under /admin/reports (the router mounts it at `reports/*`). */
export function ReportsSection() {
  return <RecordSection section={reportsSection} />
}
