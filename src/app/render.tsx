import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { AppRouterProvider } from './app-router-provider'
import { AppProviders } from './providers'
import { prefetchRouteData } from './route-data'
import { createAppRouter } from './router'

/**
 * A new task, so the work before and after are short tasks rather than one long one: in a
 * fresh tab (nothing compiled yet) the set-up below took 90-140 ms as one task at 4x CPU
 * slowdown (issue 26's first visit). In a tab opened in the background the timer may wait for
 * a one-second wake-up; it fires as soon as the tab is shown.
 */
export function nextTask(): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve))
}

export async function renderApp(container: HTMLElement) {
  const queryClient = createQueryClient()
  // Every page needs the user and the tenant: ask before React's first render, not after it.
  void queryClient.prefetchQuery(currentUserQuery)
  void queryClient.prefetchQuery(settingsQuery)
  prefetchRouteData(window.location.pathname, queryClient)
  await nextTask()
  const router = createAppRouter()
  await nextTask()
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
