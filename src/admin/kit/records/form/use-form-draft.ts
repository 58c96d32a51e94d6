import { useCallback, useEffect, useRef, useState } from 'react'
import { LONG_DEBOUNCE_MS, useDebouncedCallback } from '@/lib/debounce'
import type { FieldValue, FormValues } from '../model/form-config'

export interface FormDraft {
  values: FormValues
  labels: Record<string, string | null>
  /** When it was kept (ms since the epoch). */
  savedAt: number
}

const storageKey = (key: string) => `admin-form-draft:${key}`

/** Files cannot be kept as text: a draft holds what was typed and chosen, not uploads. */
const keepable = (value: FieldValue) =>
  !(Array.isArray(value) && value.some((v) => typeof v !== 'string'))

function read(key: string | undefined): FormDraft | null {
  if (!key) return null
  try {
    const raw = window.sessionStorage.getItem(storageKey(key))
    const draft = raw ? (JSON.parse(raw) as FormDraft) : null
    return draft && typeof draft.values === 'object' ? draft : null
  } catch {
    return null
  }
}

function write(key: string, values: FormValues, labels: Record<string, string | null>) {
  const kept = Object.fromEntries(Object.entries(values).filter(([, v]) => keepable(v)))
  const draft: FormDraft = { values: kept, labels, savedAt: Date.now() }
  try {
    window.sessionStorage.setItem(storageKey(key), JSON.stringify(draft))
  } catch {
    // A full or refused storage only loses the safety net, never the form.
  }
}

function remove(key: string) {
  try {
    window.sessionStorage.removeItem(storageKey(key))
  } catch {
    // As above.
  }
}

/**
 * Keeps a form's unsaved changes in this tab (sessionStorage: a reload or a slip of a link
 * does not lose them; closing the tab does), written with SPEC §9's 3000 ms debounce so a
 * draft is kept once typing settles, not on every key. `offered` is a draft left by an
 * earlier visit, to restore or discard; saving the form clears it.
 */
export function useFormDraft(
  key: string | undefined,
  values: FormValues,
  labels: Record<string, string | null>,
  dirty: boolean,
) {
  const [offered, setOffered] = useState<FormDraft | null>(() => read(key))
  const save = useDebouncedCallback(write, LONG_DEBOUNCE_MS)
  const seen = useRef({ values, labels })

  useEffect(() => {
    // Only a change counts: the values the form opened with (an effect run twice on mount
    // included) leave an offered draft in place until it is answered.
    if (seen.current.values === values && seen.current.labels === labels) return
    seen.current = { values, labels }
    if (!key) return
    if (dirty) save(key, values, labels)
    else {
      save.cancel()
      remove(key)
    }
  }, [key, values, labels, dirty, save])

  const clear = useCallback(() => {
    save.cancel()
    setOffered(null)
    if (key) remove(key)
  }, [key, save])

  /** The offer answered: restoring keeps the draft stored until the form is saved. */
  const settle = useCallback(() => setOffered(null), [])

  return { offered, clear, settle }
}
