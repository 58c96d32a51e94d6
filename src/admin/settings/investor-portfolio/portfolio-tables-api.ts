import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { failureMessage } from '@/lib/api'
import { fetchPage, fetchRecord, resourceKeys, updateRecord, type RecordOf } from '@/lib/resources'
import { useToast } from '@/ui'

export type PortfolioTable = RecordOf<'portfolio-tables'>
export type TableColumn = PortfolioTable['columns'][number]
export type TablePatch = Partial<Pick<PortfolioTable, 'columns' | 'is_visible'>>

const keys = resourceKeys('portfolio-tables')

/** Every layout in the order investors meet them (a tenant has a handful). */
export const tablesQuery = queryOptions({
  queryKey: [...keys.lists(), 'admin-settings'] as const,
  queryFn: async ({ signal }) =>
    (await fetchPage('portfolio-tables', { sort: ['order'], perPage: 100 }, signal)).data,
})

export const tableQuery = (id: number) =>
  queryOptions({
    queryKey: keys.record(id),
    queryFn: ({ signal }) => fetchRecord('portfolio-tables', id, {}, signal),
  })

/** A table is shown unless staff hid it (a row from before the flag is shown). */
export const isShown = (table: Pick<PortfolioTable, 'is_visible'>) => table.is_visible !== 0

/** A layout's columns by their order, renumbered 0… so a move writes a clean sequence. */
export const orderedColumns = (columns: readonly TableColumn[]): TableColumn[] =>
  [...columns].sort((a, b) => a.order - b.order).map((c, order) => ({ ...c, order }))

/**
 * Saves a change to one table at once: the screen shows it before the host answers and goes
 * back, with a toast saying why, if the host refuses. Both the list and the table's own page
 * hold the change, and the investor portal's reads of the family refresh after.
 */
export function useSaveTable() {
  const client = useQueryClient()
  const toast = useToast()
  const [saving, setSaving] = useState(false)

  const save = async (
    table: PortfolioTable,
    patch: TablePatch,
    text: { success: string; failure: string },
  ) => {
    const list = client.getQueryData(tablesQuery.queryKey)
    const record = client.getQueryData(tableQuery(table.id).queryKey)
    const next = { ...table, ...patch }
    await client.cancelQueries({ queryKey: keys.all })
    client.setQueryData(tablesQuery.queryKey, (rows) =>
      rows?.map((r) => (r.id === table.id ? { ...r, ...patch } : r)),
    )
    client.setQueryData(tableQuery(table.id).queryKey, next)
    setSaving(true)
    try {
      await updateRecord('portfolio-tables', table.id, patch)
      toast.success(text.success)
      return true
    } catch (error) {
      client.setQueryData(tablesQuery.queryKey, list)
      client.setQueryData(tableQuery(table.id).queryKey, record)
      toast.error(failureMessage(error, text.failure))
      return false
    } finally {
      setSaving(false)
      void client.invalidateQueries({ queryKey: keys.all })
    }
  }
  return { save, saving }
}
