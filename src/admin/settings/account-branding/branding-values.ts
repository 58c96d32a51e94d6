import type { TenantView } from '@/lib/tenant'
import type { SettingsPatch } from '@/admin/settings/api/save-settings'
import { brandColoursFrom, coloursJson, type BrandColours } from './brand-colours'

export const BRANDING_FILES = ['logo', 'logo_alt', 'favicon'] as const
export type BrandingFile = (typeof BRANDING_FILES)[number]

/** A file column's fate on save: a new file, removed, or left as it is (null). */
export type FileChoice = File | 'remove' | null

export interface BrandingValues {
  colours: BrandColours
  pageTitle: string
  backToSiteUrl: string
  files: Record<BrandingFile, FileChoice>
}

export const noFileChoices = (): Record<BrandingFile, FileChoice> => ({
  logo: null,
  logo_alt: null,
  favicon: null,
})

/** The form's starting values from the settings row as the app reads it. */
export function brandingValuesFrom(view: TenantView): BrandingValues {
  const raw = view.raw ?? {}
  return {
    colours: brandColoursFrom(raw.colours),
    pageTitle: typeof raw.page_title === 'string' ? raw.page_title : '',
    backToSiteUrl: typeof raw.back_to_site_url === 'string' ? raw.back_to_site_url : '',
    files: noFileChoices(),
  }
}

/**
 * The write: colours as the JSON column (the row's other colour keys kept), the title and
 * address (blank clears), and only the files that changed (a File as a part, '' to remove).
 * Navigation and every other column are left out, so they stay as they are.
 */
export function brandingPatch(values: BrandingValues, rawColours: unknown): SettingsPatch {
  const patch: SettingsPatch = {
    colours: coloursJson(rawColours, values.colours),
    page_title: values.pageTitle.trim() || null,
    back_to_site_url: values.backToSiteUrl.trim() || null,
  }
  for (const key of BRANDING_FILES) {
    const choice = values.files[key]
    if (choice === 'remove') patch[key] = null
    else if (choice) patch[key] = choice
  }
  return patch
}
