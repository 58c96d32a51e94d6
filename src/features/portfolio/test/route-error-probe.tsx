import { useRouteError } from 'react-router-dom'

/** Stands in for the shell's error page: names what the route threw. */
export function RouteErrorProbe() {
  const error = useRouteError() as { name?: string; status?: number } | null
  return (
    <p>
      Route error: {error?.name} {error?.status}
    </p>
  )
}
