import type { ReadyMarker } from './config'

/**
 * The page-side half of time-to-ready, as source text for addInitScript (plain text, not a
 * function: tsx's name-keeping helpers would not exist in the page). On every animation frame
 * of every document it looks for the marker; the first frame that finds it visible records
 * performance.now(), which counts from the navigation's start, in window.__benchReady.
 */
export function readyScript(marker: ReadyMarker): string {
  return `(() => {
  const marker = ${JSON.stringify(marker)};
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
  };
  const matches = (el) => {
    const text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim();
    if (marker.text !== undefined && text !== marker.text) return false;
    if (marker.textStartsWith !== undefined && !text.startsWith(marker.textStartsWith)) return false;
    if (marker.enabled && (el.disabled || el.getAttribute('aria-disabled') === 'true')) return false;
    return visible(el);
  };
  const tick = () => {
    for (const el of document.querySelectorAll(marker.selector)) {
      if (matches(el)) {
        window.__benchReady = { at: performance.now(), path: location.pathname };
        return;
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`
}
