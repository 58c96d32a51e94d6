import '@testing-library/jest-dom/vitest'
import { configure, getConfig } from '@testing-library/dom'

/** The library's own message: the query's complaint and the container's DOM, printed. */
const withDom = getConfig().getElementError

configure({
  // findBy*/waitFor give up after 1 s by default. A page's first lazy import is transformed on
  // demand in vitest, which on CI's two busy cores has taken over 5 s (the first heading of
  // investor-record.test.tsx, on one CI run). A passing wait is not slowed by a longer limit,
  // only a failing one, so every file shares this one rather than setting its own.
  asyncUtilTimeout: 15_000,
  // A query inside findBy*/waitFor fails on every attempt until the page catches up, and each
  // failure printed the whole DOM (a large page takes tens of ms) only to be thrown away. The
  // library marks those attempts (`_disableExpensiveErrorDiagnostics`, as it does for its role
  // listing); the DOM is printed once, for the error a test actually sees.
  getElementError(message, container) {
    // The flag is internal to @testing-library/dom: neither typed nor documented.
    if (
      !(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
        ._disableExpensiveErrorDiagnostics
    )
      return withDom(message, container)
    const error = new Error(message ?? '')
    error.name = 'TestingLibraryElementError'
    return error
  },
})
