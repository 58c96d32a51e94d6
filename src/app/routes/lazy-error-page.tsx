import { Component, lazy, Suspense, type ReactNode } from 'react'
import type { ErrorPageProps } from './error-page'

const ErrorPage = lazy(() => import('./error-page').then((m) => ({ default: m.ErrorPage })))

/**
 * The SPEC §2 error page, loaded when first needed: most visits never show it, so the first
 * page does not carry it. If even its chunk cannot load (offline), plain words still say so.
 */
export function LazyErrorPage(props: ErrorPageProps) {
  return (
    <ChunkFailure>
      <Suspense fallback={null}>
        <ErrorPage {...props} />
      </Suspense>
    </ChunkFailure>
  )
}

/** The catch-all route: any unknown address is a 404. */
export function LazyNotFound({ embedded }: { embedded?: boolean }) {
  return <LazyErrorPage status={404} embedded={embedded} />
}

class ChunkFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return <p role="alert">Something went wrong. Check your connection and reload the page.</p>
  }
}
