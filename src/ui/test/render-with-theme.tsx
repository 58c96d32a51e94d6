import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { ThemeProvider } from '@/lib/theme'

function Wrapper({ children }: { children: ReactNode }) {
  return <ThemeProvider withGlobalStyle={false}>{children}</ThemeProvider>
}

/** render() inside the default tenant theme: ui components read tokens from it. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options })
}
