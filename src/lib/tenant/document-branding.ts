import type { TenantSettings } from './settings-query'
import { tenantView } from './tenant-view'

/** The product's own icon, for a tenant without a usable one. */
export const DEFAULT_FAVICON = '/favicon.svg'

/**
 * Puts the tenant's page title and favicon on the document, once its settings are known (or
 * have failed): index.html's icon is empty until then, so the browser fetches and decodes one
 * icon, not the default and then the tenant's. Without a usable favicon the default is used.
 */
export function applyDocumentBranding(
  settings: Pick<TenantSettings, 'page_title' | 'favicon'> | null | undefined,
  doc: Document = document,
): void {
  const view = tenantView(settings)
  doc.title = view.pageTitle
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')
  if (!link) {
    link = doc.createElement('link')
    link.rel = 'icon'
    doc.head.appendChild(link)
  }
  // index.html's type (if any) may not match the tenant's file format; let the browser sniff.
  link.removeAttribute('type')
  link.setAttribute('href', view.favicon ?? DEFAULT_FAVICON)
}
