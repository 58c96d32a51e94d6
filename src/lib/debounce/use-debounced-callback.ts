import { useEffect, useMemo } from 'react'
import { debounce, type Debounced } from './debounce'

/**
 * `fn` debounced by `ms` for a component: one function for as long as `fn` and `ms` stay the
 * same (pass a stable `fn`: module-level or memoised), whose waiting call is dropped when the
 * component goes.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
): Debounced<A> {
  const debounced = useMemo(() => debounce(fn, ms), [fn, ms])
  useEffect(() => () => debounced.cancel(), [debounced])
  return debounced
}
