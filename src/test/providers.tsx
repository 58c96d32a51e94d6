import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createQueryClient } from '@/lib/query'
import { currentUserQuery } from '@/lib/session'
import { settingsQuery } from '@/lib/tenant'
import { ThemeProvider } from '@/lib/theme'
import { ToastProvider } from '@/ui'

/** The app's providers a screen needs (query client, theme, toasts), without global styles. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  )
}

export interface LoadedClientOptions {
  /** Fetch the tenant's settings first (default yes). */
  settings?: boolean
  /** Fetch the session's user (default yes). */
  user?: boolean
  /** Fetch the user before the settings, for tests that read the query cache's order. */
  userFirst?: boolean
}

/**
 * A query client holding the tenant's settings and the session's user, as the portal has
 * them on arrival (RequireSession waits for the user). One after the other on purpose:
 * mocks/http/responses.ts encodes every JSON body into one shared buffer, which happy-dom's
 * Response does not copy, so two bodies in flight at once can overwrite each other.
 */
export async function loadedClient({
  settings = true,
  user = true,
  userFirst = false,
}: LoadedClientOptions = {}): Promise<QueryClient> {
  const client = createQueryClient()
  if (user && userFirst) await client.fetchQuery(currentUserQuery)
  if (settings) await client.fetchQuery(settingsQuery)
  if (user && !userFirst) await client.fetchQuery(currentUserQuery)
  return client
}
