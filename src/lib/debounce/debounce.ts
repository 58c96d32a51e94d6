/** SPEC §9: "Debounce helpers 500 ms and 3000 ms." */
export const DEBOUNCE_MS = 500
export const LONG_DEBOUNCE_MS = 3000

/** A function that runs `ms` after its last call, with the last call's arguments. */
export interface Debounced<A extends unknown[]> {
  (...args: A): void
  /** Drops the call waiting, if any. */
  cancel: () => void
  /** Runs the call waiting now, if any. */
  flush: () => void
}

export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined
  let waiting: A | undefined
  const run = () => {
    const args = waiting
    timer = undefined
    waiting = undefined
    if (args) fn(...args)
  }
  const debounced = (...args: A) => {
    waiting = args
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(run, ms)
  }
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    waiting = undefined
  }
  debounced.flush = () => {
    if (timer !== undefined) clearTimeout(timer)
    run()
  }
  return debounced
}

/** SPEC §9's 500 ms helper: what answers typing (a search asked once the user pauses). */
export const debounce500 = <A extends unknown[]>(fn: (...args: A) => void) =>
  debounce(fn, DEBOUNCE_MS)

/** SPEC §9's 3000 ms helper: what keeps work in progress (a form's draft) once typing settles. */
export const debounce3000 = <A extends unknown[]>(fn: (...args: A) => void) =>
  debounce(fn, LONG_DEBOUNCE_MS)
