import { useMemo } from 'react'
import { useTheme } from 'styled-components'

/**
 * Series colours from the tenant's theme: its brand colours first, then the avatar hues the
 * theme already guarantees are deep enough to read on the surface. No literals here: a tenant
 * that rebrands recolours its charts.
 */
export function useChartPalette(): string[] {
  const { colours } = useTheme()
  return useMemo(() => {
    const seen = new Set<string>()
    return [colours.primary, colours.accent, colours.secondary, ...colours.avatar].filter((c) => {
      const key = c.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  }, [colours])
}
