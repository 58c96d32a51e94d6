import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

export type DealsView = 'board' | 'list'

/** `?view=list` (board by default) and `?pipeline={id}`: a shared link opens the same board. */
export function useBoardParams() {
  const [params, setParams] = useSearchParams()
  const view: DealsView = params.get('view') === 'list' ? 'list' : 'board'
  const raw = params.get('pipeline')
  const pipelineId = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null

  const update = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value === null) next.delete(key)
          else next.set(key, value)
          return next
        },
        { replace: false },
      ),
    [setParams],
  )
  const setView = useCallback(
    (next: DealsView) => update('view', next === 'board' ? null : next),
    [update],
  )
  const setPipeline = useCallback((id: number) => update('pipeline', String(id)), [update])
  return { view, pipelineId, setView, setPipeline }
}
