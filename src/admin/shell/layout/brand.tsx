import { useTenantSettings } from '@/lib/tenant'

/**
 * The tenant's logo for a dark (`light`: the alternate, light logo) or a light background,
 * falling back to the other logo and then to the page title as text.
 */
export function Brand({ variant }: { variant: 'light' | 'dark' }) {
  const { logo, logoAlt, pageTitle } = useTenantSettings()
  const src = variant === 'light' ? (logoAlt ?? logo) : (logo ?? logoAlt)
  return src ? <img src={src} alt={pageTitle} /> : <span>{pageTitle}</span>
}
