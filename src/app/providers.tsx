import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
// Not through barrels: the chunking rule (vite.config.ts) reads the entry's imports by path.
import { applyDocumentBranding } from '@/lib/tenant/document-branding'
import { useTenantSettings } from '@/lib/tenant/use-tenant-settings'
import { ThemeProvider } from '@/lib/theme/theme-provider'
import { LoadingState } from '@/ui/states/loading-state'
import { ToastProvider } from '@/ui/toast/toast-provider'

/** The tenant's theme, with its page title and favicon put on the document. */
function TenantTheme({
  withGlobalStyle,
  children,
}: {
  withGlobalStyle: boolean
  children: ReactNode
}) {
  const { raw, isPending } = useTenantSettings()
  useEffect(() => {
    if (!isPending) applyDocumentBranding(raw)
  }, [raw, isPending])
  // Pages wait for the tenant's branding (or its failure): no flash of another brand, and the
  // page is styled once, not once with the defaults and again with the tenant's theme.
  return (
    <ThemeProvider settings={raw} withGlobalStyle={withGlobalStyle}>
      {isPending ? <LoadingState label="Loading…" /> : children}
    </ThemeProvider>
  )
}

export interface AppProvidersProps {
  queryClient: QueryClient
  /** Tests skip the document-wide global style. */
  withGlobalStyle?: boolean
  children: ReactNode
}

/** Everything the pages expect around them: data, the tenant theme and toasts. */
export function AppProviders({ queryClient, withGlobalStyle = true, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TenantTheme withGlobalStyle={withGlobalStyle}>
        <ToastProvider>{children}</ToastProvider>
      </TenantTheme>
    </QueryClientProvider>
  )
}
