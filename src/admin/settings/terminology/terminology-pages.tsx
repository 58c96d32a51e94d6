import type { SectionPage } from '@/admin/kit/records'
import { settingsItem } from '@/lib/navigation'
import { settingsPage } from '../components/settings-page'
import { SettingsRowPage } from '../components/settings-row-page'
import { TERM_PAGES, type TermPage } from './term-pages'
import { TerminologyForm } from './terminology-form'

/** One terminology page (navigation, opportunities, roles…): its words in a form. */
export function TerminologyPage({ page }: { page: TermPage }) {
  const label = settingsItem(page.item).label
  return (
    <SettingsRowPage item={page.item} description={page.description} what="the terminology">
      {(row) => <TerminologyForm row={row} terms={page.terms} label={label} />}
    </SettingsRowPage>
  )
}

/** The pages of Terminology Settings (SPEC §2); the funds page is guarded by its flag. */
export const terminologyPages: SectionPage[] = TERM_PAGES.map((page) =>
  settingsPage(page.item, function TerminologySettingsPage() {
    return <TerminologyPage page={page} />
  }),
)
