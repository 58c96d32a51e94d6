import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useRef, useState, type RefObject } from 'react'
import { resourceKeys } from '@/lib/resources'
import { useToast } from '@/ui'
import { saveKpiValues } from '../api/save-kpi-values'
import { periodColumns, savedValues } from '../model/kpi-grid'

type Typed = Record<string, string>
type Company = { id: number; name: string }
type Reports = Parameters<typeof periodColumns>[0]
const NONE: string[] = []

/**
 * What is typed into one company's KPI grid, and its saving. It lives here per company until
 * the host has taken it, so switching company, a refused value or a failed save loses nothing.
 */
export function useKpiEntry(
  company: Company,
  reports: Reports | undefined,
  /** Around the grid: a new period's first cell is focused in it. */
  gridRef: RefObject<HTMLDivElement | null>,
) {
  const client = useQueryClient()
  const toast = useToast()
  const [typedBy, setTypedBy] = useState<Record<number, Typed>>({})
  const [errorsBy, setErrorsBy] = useState<Record<number, Typed>>({})
  const [periodErrorsBy, setPeriodErrorsBy] = useState<Record<number, Typed>>({})
  const [addedBy, setAddedBy] = useState<Record<number, string[]>>({})
  const [saving, setSaving] = useState(false)
  const created = useRef<Record<number, Record<string, number>>>({})

  const typed = typedBy[company.id] ?? {}
  const added = addedBy[company.id] ?? NONE
  const columns = useMemo(() => periodColumns(reports ?? [], added), [reports, added])
  const saved = useMemo(() => savedValues(columns), [columns])
  const dirty = Object.keys(typed)
  const forCompany =
    <T>(value: T) =>
    (all: Record<number, T>) => ({ ...all, [company.id]: value })

  const setTyped = (key: string, text: string) => {
    setTypedBy((all) => {
      const mine = { ...(all[company.id] ?? {}) }
      const before = saved.get(key)
      // Back to what is saved (or to nothing in an empty cell): nothing to send.
      if (text.trim() === '' || (before && text.trim() === String(before.value))) delete mine[key]
      else mine[key] = text
      return { ...all, [company.id]: mine }
    })
  }

  const addPeriod = (period: string) => {
    setAddedBy((all) => ({ ...all, [company.id]: [...(all[company.id] ?? []), period] }))
    // The new column's first cell, ready to type into.
    setTimeout(() => {
      gridRef.current?.querySelector<HTMLInputElement>(`input[aria-label$=", ${period}"]`)?.focus()
    }, 0)
  }

  const discard = () => {
    setTypedBy(forCompany<Typed>({}))
    setErrorsBy(forCompany<Typed>({}))
    setPeriodErrorsBy(forCompany<Typed>({}))
    setAddedBy(forCompany<string[]>([]))
  }

  const save = async () => {
    if (saving || dirty.length === 0) return
    setSaving(true)
    try {
      const cells = dirty.map((key) => {
        const [kpiId, period] = key.split('@')
        return { kpiId: Number(kpiId), period, typed: typed[key] }
      })
      const outcome = await saveKpiValues({
        company,
        columns,
        saved,
        cells,
        createdReports: created.current[company.id],
      })
      created.current[company.id] = outcome.createdReports
      // The new values and reports, read back before the typed text is let go of.
      await client.invalidateQueries({ queryKey: resourceKeys('reports').lists() })
      setTypedBy((all) => {
        const mine = { ...(all[company.id] ?? {}) }
        for (const key of outcome.saved) delete mine[key]
        return { ...all, [company.id]: mine }
      })
      setErrorsBy(forCompany(outcome.cellErrors))
      setPeriodErrorsBy(forCompany(outcome.periodErrors))
      const failed = Object.keys(outcome.cellErrors).length
      const failedPeriods = Object.keys(outcome.periodErrors).length
      if (failed + failedPeriods === 0)
        toast.success(
          `${outcome.saved.length} KPI value${outcome.saved.length === 1 ? '' : 's'} saved`,
        )
      else
        toast.error(
          failed > 0
            ? `${failed} value${failed === 1 ? ' was' : 's were'} not saved: see the highlighted cells.`
            : 'A period could not be saved.',
          { title: 'Not everything was saved' },
        )
    } finally {
      setSaving(false)
    }
  }

  return {
    typed,
    errors: errorsBy[company.id] ?? {},
    periodErrors: periodErrorsBy[company.id] ?? {},
    columns,
    saved,
    dirty,
    saving,
    setTyped,
    addPeriod,
    discard,
    save,
  }
}
