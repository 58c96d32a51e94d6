import { useQuery } from '@tanstack/react-query'
import { fetchPage, pageQuery, type Family } from '@/lib/resources'
import type { SelectOption } from '@/ui'
import type { FormValues, RelationSource } from '../model/form-config'
import type { DialogField, ValuedFamilyOptions } from './dialog-fields'

const OPTIONS_PAGE = { perPage: 100 }

type Row = Record<string, unknown>

const toOption = (source: ValuedFamilyOptions) => (row: Row) => ({
  value: source.value ? source.value(row) : String(row.id),
  label: source.label(row),
})

const isFamilyOptions = (options: DialogField['options']): options is ValuedFamilyOptions =>
  options !== undefined && !Array.isArray(options)

/** A select's options: fixed, or the first hundred of a family (lead statuses, staff, …). */
export function useFieldOptions(
  field: Pick<DialogField, 'options'>,
  values: FormValues = {},
): {
  options: SelectOption[]
  pending: boolean
  failed: boolean
} {
  const source = isFamilyOptions(field.options) ? field.options : null
  const from = source?.filterFrom
  const parent = from ? values[from.field] : null
  const waiting = from !== undefined && (parent === null || parent === undefined || parent === '')
  const filter =
    from && !waiting ? { ...source?.query?.filter, [from.filter]: String(parent) } : null
  const query = useQuery({
    ...pageQuery((source?.family ?? 'users') as Family, {
      ...OPTIONS_PAGE,
      ...source?.query,
      ...(filter ? { filter } : {}),
    }),
    enabled: source !== null && !waiting,
    staleTime: 60_000,
  })
  if (source && waiting) return { options: [], pending: false, failed: false }
  if (!source)
    return {
      options: [...((field.options as SelectOption[]) ?? [])],
      pending: false,
      failed: false,
    }
  return {
    options: (query.data?.data ?? []).map((row) => toOption(source)(row as Row)),
    pending: query.isPending,
    failed: query.isError,
  }
}

/** The relation picker's search: the family's first matches for the typed text. */
export function relationSearch(source: RelationSource) {
  return async (term: string, signal: AbortSignal): Promise<SelectOption[]> => {
    const filter = {
      ...(source.query?.filter ?? {}),
      ...(term ? { [source.searchFilter]: term } : {}),
    }
    const page = await fetchPage(source.family, { ...source.query, filter, perPage: 10 }, signal)
    return page.data.map((row) => toOption(source)(row as Row))
  }
}
