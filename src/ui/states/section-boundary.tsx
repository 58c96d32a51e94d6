import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorState } from './error-state'
import { NotFoundError } from './not-found-error'

export interface SectionBoundaryProps {
  /** Completes "… could not be shown.", e.g. "Your organisations". */
  what: string
  children: ReactNode
}

interface State {
  error: unknown
}

/**
 * Keeps a section's failure in the section (issue 9): a component that meets a record it
 * cannot show (a malformed or partial answer from a host) shows its own error with a retry,
 * while the rest of the page stays usable, instead of the whole page's "Something went wrong".
 * A NotFoundError still goes on to the route's 404 page: that is the page's answer, not the
 * section's.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The page carries on, so nothing else reports it: leave a trace for whoever debugs the host.
    if (!(error instanceof NotFoundError)) console.error(error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (error instanceof NotFoundError) throw error
    return (
      <ErrorState
        title={`${this.props.what} could not be shown.`}
        message="Part of the answer from the server was not as expected."
        onRetry={() => this.setState({ error: null })}
      />
    )
  }
}
