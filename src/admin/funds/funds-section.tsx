import { ADMIN_PATHS } from '@/lib/navigation'
import { listsUnder } from '@/admin/kit/lists'
import { defineSection, RecordSection } from '@/admin/kit/records'
import { fundRecord } from './records/fund'

const base = ADMIN_PATHS.funds

/** SPEC §2's funds section (only with the funds feature; the route rules carry the flag). */
export const fundsSection = defineSection({
  base,
  lists: listsUnder(base),
  records: [fundRecord],
})

/** Every page under /admin/funds (the router mounts it at `funds/*`). */
export function FundsSection() {
  return <RecordSection section={fundsSection} />
}
