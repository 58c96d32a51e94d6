/**
 * A value made the first time it is asked for, then kept (never null or undefined). For a load
 * to start once, and for work a module must not do while it is evaluated: the first Intl
 * formatter of a fresh tab loads the locale's data (about 10 ms), which would lengthen the
 * task that evaluates every chunk of the first page.
 */
export const once = <T>(make: () => T) => {
  let made: T | undefined
  return () => (made ??= make())
}
