import { SETTINGS_SECTIONS } from '@/lib/navigation'
import type { SectionPage } from '@/features/admin-records'
import { SettingsFrame } from '../components/settings-frame'
import { SettingsRowGate } from './settings-row-gate'
import { TERM_PAGES, type TermPage } from './term-pages'
import { TerminologyForm } from './terminology-form'

const itemLabel = (item: string) =>
  SETTINGS_SECTIONS.flatMap((s) => s.items).find((i) => i.key === item)?.label ?? item

/** One terminology page (navigation, opportunities, roles…): its words in a form. */
export function TerminologyPage({ page }: { page: TermPage }) {
  const label = itemLabel(page.item)
  return (
    <SettingsFrame item={page.item} description={page.description}>
      <SettingsRowGate what="the terminology">
        {(row) => <TerminologyForm row={row} terms={page.terms} label={label} />}
      </SettingsRowGate>
    </SettingsFrame>
  )
}

/** The pages of Terminology Settings (SPEC §2); the funds page is guarded by its flag. */
export const terminologyPages: SectionPage[] = TERM_PAGES.map((page) => ({
  path: page.path,
  Component: function TerminologySettingsPage() {
    return <TerminologyPage page={page} />
  },
}))
