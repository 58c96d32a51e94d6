import type { TenantView } from '@/lib/tenant'
import type { BrandColourName } from './brand-colours'
import type { BrandingFile } from './branding-values'

/** The branding form's colour pickers, in the order shown. */
export const COLOUR_FIELDS: { name: BrandColourName; label: string }[] = [
  { name: 'primary', label: 'Primary colour' },
  { name: 'onPrimary', label: 'Text on primary' },
  { name: 'secondary', label: 'Secondary colour' },
  { name: 'onSecondary', label: 'Text on secondary' },
]

/** The branding form's image uploads: logo, light logo and favicon. */
export const IMAGES: {
  name: BrandingFile
  label: string
  hint: string
  accept: string
  dark?: boolean
}[] = [
  {
    name: 'logo',
    label: 'Logo',
    hint: 'Shown in the portal header. PNG, JPG, GIF or WebP, up to 2 MB.',
    accept: 'image/png,image/jpeg,image/gif,image/webp',
  },
  {
    name: 'logo_alt',
    label: 'Light logo',
    hint: 'For dark backgrounds, such as the sign-in panel. PNG, JPG, GIF or WebP, up to 2 MB.',
    accept: 'image/png,image/jpeg,image/gif,image/webp',
    dark: true,
  },
  {
    name: 'favicon',
    label: 'Favicon',
    hint: "The browser tab's icon. ICO, PNG or SVG, up to 512 KB.",
    accept: '.ico,image/png,image/svg+xml,image/x-icon,image/vnd.microsoft.icon',
  },
]

/** The image the tenant has now for a file field. */
export const currentImage = (view: TenantView, name: BrandingFile): string | null =>
  ({ logo: view.logo, logo_alt: view.logoAlt, favicon: view.favicon })[name]
