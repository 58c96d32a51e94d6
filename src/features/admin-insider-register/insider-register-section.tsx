import { ADMIN_PATHS } from '@/lib/navigation'
import { listsUnder } from '@/features/admin-lists'
import { defineSection, RecordSection } from '@/features/admin-records'

const base = ADMIN_PATHS.insiderRegister

/** SPEC §2's insider register (only with market sounding): acceptances and external insiders. */
export const insiderRegisterSection = defineSection({
  base,
  lists: listsUnder(base),
  records: [],
})

/** Every page under /admin/insider-register (mounted at `insider-register/*`). */
export function InsiderRegisterSection() {
  return <RecordSection section={insiderRegisterSection} />
}
