import { ADMIN_PATHS } from '@/lib/navigation'
import { listsUnder } from '@/admin/kit/lists'
import { defineSection, RecordSection } from '@/admin/kit/records'
import { ExternalInsidersPage } from './pages/external-insiders-page'
import { MarketSoundingsPage } from './pages/market-soundings-page'
import { externalInsiderRecord } from './records/external-insider'

const base = ADMIN_PATHS.insiderRegister

/** The register's own pages stand in for the plain list of insider investors. */
const OWN_PAGES = [
  { path: base, Component: MarketSoundingsPage },
  { path: ADMIN_PATHS.paDeals, Component: ExternalInsidersPage },
]

/** SPEC §2's insider register (only with market sounding): acceptances and external insiders. */
export const insiderRegisterSection = defineSection({
  base,
  lists: listsUnder(base).filter((l) => !OWN_PAGES.some((p) => p.path === l.path)),
  // Each record is typed by its own family where it is declared; the section holds any.
  records: [externalInsiderRecord],
  pages: OWN_PAGES,
})

/** Every page under /admin/insider-register (mounted at `insider-register/*`). */
export function InsiderRegisterSection() {
  return <RecordSection section={insiderRegisterSection} />
}
