import { ADMIN_PATHS } from '@/lib/navigation'
import { listsUnder } from '@/admin/kit/lists'
import { KPI_REPORT_PAGES } from '@/admin/reports/kpis'
import { defineSection, RecordSection } from '@/admin/kit/records'
import {
  UPDATE_EDITOR_PATH,
  UpdateEditorPage,
  updateReportRecord,
  wipReportRecord,
} from '@/admin/reports/updates'
import { ReportsHome } from './reports-home'

const base = ADMIN_PATHS.reports

/** SPEC §2's reports: KPIs, KPI portfolio, update reports and work-in-progress reports. */
export const reportsSection = defineSection({
  base,
  // The KPI grid and the KPI portfolio are pages of their own, in place of plain lists.
  lists: listsUnder(base).filter((l) => !KPI_REPORT_PAGES.some((p) => p.path === l.path)),
  records: [updateReportRecord, wipReportRecord],
  pages: [
    { path: base, Component: ReportsHome },
    { path: UPDATE_EDITOR_PATH, Component: UpdateEditorPage },
    ...KPI_REPORT_PAGES,
  ],
})

/** Every page under /admin/reports (the router mounts it at `reports/*`). */
export function ReportsSection() {
  return <RecordSection section={reportsSection} />
}
