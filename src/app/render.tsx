import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createQueryClient } from '../lib/query'
import { AppProviders } from './providers'
import { createAppRouter } from './router'

export function renderApp(container: HTMLElement) {
  const queryClient = createQueryClient()
  const router = createAppRouter()
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
}
