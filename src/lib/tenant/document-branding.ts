import type { TenantSettings } from './settings-query'
import { tenantView } from './tenant-view'

/**
 * Puts the tenant's page title and favicon on the document. Without a usable favicon the one
 * in index.html stays, rather than leaving the tab with none.
 */
export function applyDocumentBranding(
  settings: Pick<TenantSettings, 'page_title' | 'favicon'> | null | undefined,
  doc: Document = document,
): void {
  const view = tenantView(settings)
  doc.title = view.pageTitle
  if (!view.favicon) return
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')
  if (!link) {
    link = doc.createElement('link')
    link.rel = 'icon'
    doc.head.appendChild(link)
  }
  // index.html's type (if any) may not match the tenant's file format; let the browser sniff.
  link.removeAttribute('type')
  link.setAttribute('href', view.favicon)
}
