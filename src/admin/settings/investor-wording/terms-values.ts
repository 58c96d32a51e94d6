import { safeExternalUrl, tenantTerms, type TenantSettings, type TermsFormat } from '@/lib/tenant'
import type { SettingsPatch } from '../api/save-settings'

export interface TermsValues {
  format: TermsFormat
  /** The rich text (format text). */
  text: string
  /** The link (format url). */
  url: string
}

/** The form's start: both the text and the link kept apart, so switching format loses neither. */
export function termsValues(row: TenantSettings | null | undefined): TermsValues {
  const flat = (row ?? {}) as Record<string, unknown>
  const raw = row?.terms?.terms_text ?? flat.terms_text
  const saved = typeof raw === 'string' ? raw : ''
  const format = tenantTerms(row).format
  return { format, text: format === 'text' ? saved : '', url: format === 'url' ? saved : '' }
}

/** A field error before anything is sent: a link must be a full http(s) address. */
export function termsError(values: TermsValues): string | null {
  if (values.format !== 'url') return null
  if (!values.url.trim()) return 'Enter the address of your terms and conditions.'
  return safeExternalUrl(values.url.trim())
    ? null
    : 'Enter a full web address starting with https:// (for example https://example.com/terms).'
}

/**
 * The change to the row: the format and its text; publishing also raises the version by one
 * from the version current at the moment of saving, so every investor is asked again.
 */
export function termsPatch(
  values: TermsValues,
  publish: boolean,
  latest: TenantSettings | null | undefined,
): SettingsPatch {
  const patch: SettingsPatch = {
    terms_format: values.format,
    terms_text: values.format === 'url' ? values.url.trim() : values.text,
  }
  if (publish) patch.terms_version = tenantTerms(latest).version + 1
  return patch
}
