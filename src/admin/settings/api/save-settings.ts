import { useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/api'
import {
  decodeSettings,
  settingsQuery,
  TENANT_SETTINGS_ID,
  type TenantSettings,
} from '@/lib/tenant'
import { useFormSubmit, type FormSubmitOptions } from '@/ui'

/**
 * A change to the settings row. JSON columns (`colours`, `navigation`) may be given as objects:
 * they travel as JSON strings (SPEC §7). `terms` may be nested as the row is read. A File is
 * uploaded (logo, logo_alt, favicon); null clears a nullable column.
 */
export type SettingsPatch = Record<string, unknown>

const JSON_COLUMNS = new Set(['colours', 'navigation'])

/** SPEC §7: a POST to the row with `_method=PATCH`, navigation sent as JSON, files as parts. */
export function settingsFormData(patch: SettingsPatch): FormData {
  const form = new FormData()
  form.append('_method', 'PATCH')
  const flat: SettingsPatch = { ...patch }
  const terms = flat.terms
  if (terms && typeof terms === 'object' && !(terms instanceof Blob)) {
    delete flat.terms
    Object.assign(flat, terms)
  }
  for (const [key, value] of Object.entries(flat)) {
    if (value === undefined) continue
    if (value instanceof Blob) form.append(key, value)
    else if (JSON_COLUMNS.has(key) && typeof value === 'object' && value !== null)
      form.append(key, JSON.stringify(value))
    else if (typeof value === 'boolean') form.append(key, value ? '1' : '0')
    else form.append(key, value === null ? '' : String(value))
  }
  return form
}

/** Writes a change to the tenant's settings row and answers the row as saved. */
export async function saveSettings(patch: SettingsPatch): Promise<TenantSettings> {
  const res = await http.post<unknown>(
    `/api/branding/${TENANT_SETTINGS_ID}`,
    settingsFormData(patch),
  )
  return decodeSettings(res.data)
}

/**
 * A settings form's submit: the host's 422s on their fields, a second click ignored, and on
 * success the saved row becomes the app's settings at once (the whole app re-themes and
 * re-words without a reload; other tabs follow through the host's SettingsUpdated event).
 */
export function useSaveSettings<TValues>(
  toPatch: (values: TValues) => SettingsPatch,
  options: FormSubmitOptions<TValues, TenantSettings> = {},
) {
  const client = useQueryClient()
  return useFormSubmit<TValues, TenantSettings>(
    async (values) => {
      // A read in flight must not land after the write and put the old row back.
      await client.cancelQueries({ queryKey: settingsQuery.queryKey })
      return saveSettings(toPatch(values))
    },
    {
      ...options,
      onSuccess: (row, values) => {
        client.setQueryData(settingsQuery.queryKey, row)
        options.onSuccess?.(row, values)
      },
    },
  )
}
