import { useLocation, useRouteError } from 'react-router-dom'

export interface PageProbeProps {
  /** What precedes the address ("Page at /investor"). */
  label?: string
  /** Whether the query string is shown too. */
  withSearch?: boolean
}

/** Shows where the router went, so tests can assert navigation ("Page at /investor/…"). */
export function PageProbe({ label = 'Page at', withSearch = true }: PageProbeProps) {
  const { pathname, search } = useLocation()
  return (
    <p>
      {label} {pathname}
      {withSearch ? search : ''}
    </p>
  )
}

/** Stands in for the shell's error page: names what the route threw. */
export function RouteErrorProbe() {
  const error = useRouteError() as { name?: string; status?: number } | null
  return (
    <p>
      Route error: {error?.name} {error?.status}
    </p>
  )
}
