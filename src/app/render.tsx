import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from '../lib/query'
import { currentUserQuery } from '../lib/session'
import { settingsQuery } from '../lib/tenant'
import { AppRouterProvider } from './app-router-provider'
import { AppProviders } from './providers'
import { prefetchRouteData } from './route-data'
import { createAppRouter } from './router'

export function renderApp(container: HTMLElement) {
  const queryClient = createQueryClient()
  // Every page needs the user and the tenant: ask before React's first render, not after it.
  void queryClient.prefetchQuery(currentUserQuery)
  void queryClient.prefetchQuery(settingsQuery)
  prefetchRouteData(window.location.pathname, queryClient)
  const router = createAppRouter()
  const root = createRoot(container)
  // As a transition React renders the first tree in slices, giving the browser the main thread
  // between them: in a new tab nothing is compiled yet, and in one piece it was a long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  )
}
