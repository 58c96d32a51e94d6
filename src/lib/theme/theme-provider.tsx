import { useMemo, type ReactNode } from 'react'
import { ThemeProvider as StyledThemeProvider } from 'styled-components'
import type { TenantSettings } from '@/lib/tenant/settings-query'
import { buildTheme } from './build-theme'
import { GlobalStyle } from './global-style'

export interface ThemeProviderProps {
  /** The tenant's settings; undefined while loading or when the call failed (defaults apply). */
  settings?: Pick<TenantSettings, 'colours'> | null
  /** Render the document-wide GlobalStyle (on by default; tests and embeds may skip it). */
  withGlobalStyle?: boolean
  children: ReactNode
}

export function ThemeProvider({ settings, withGlobalStyle = true, children }: ThemeProviderProps) {
  const colours = settings?.colours
  const theme = useMemo(() => buildTheme({ colours }), [colours])
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </StyledThemeProvider>
  )
}
