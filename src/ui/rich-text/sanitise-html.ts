import DOMPurify from 'dompurify'

type Purifier = ReturnType<typeof DOMPurify>

/** Inline styles the editor produces (colours, alignment) and nothing else: no overlays. */
const ALLOWED_STYLES = ['color', 'background-color', 'text-align']

let purifier: Purifier | null = null

/**
 * Our own DOMPurify instance (hooks on the shared default would leak into other callers),
 * created on first use so importing this module never needs a DOM.
 */
function getPurifier(): Purifier {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer')
      if (node.getAttribute('target') !== '_blank') node.removeAttribute('target')
    }
    const style = (node as HTMLElement).style
    if (style && node.hasAttribute('style')) {
      const kept = ALLOWED_STYLES.map((p) => [p, style.getPropertyValue(p)] as const)
        .filter(([, v]) => v && !/url\s*\(|expression\s*\(/i.test(v))
        .map(([p, v]) => `${p}: ${v}`)
      if (kept.length > 0) node.setAttribute('style', kept.join('; '))
      else node.removeAttribute('style')
    }
  })
  purifier = instance
  return instance
}

/**
 * Server-supplied HTML made safe to render (DESIGN.md security bar): no scripts, no event
 * handlers, no javascript: URLs, no forms or embeds, links opened without opener/referrer.
 */
export function sanitiseHtml(html: string | null | undefined): string {
  if (!html) return ''
  const instance = getPurifier()
  // Fail closed: an environment DOMPurify cannot protect gets no HTML at all.
  if (!instance.isSupported) return ''
  return instance.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['srcset'],
  })
}
