import type { ReadyMarker } from './config'

/** The marker check, shared by both scripts below (plain source text for the page). */
const MATCHER = `
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
  const found = () => [...document.querySelectorAll(marker.selector)].some(matches);`

/**
 * The page-side half of time-to-ready, as source text for addInitScript (plain text, not a
 * function: tsx's name-keeping helpers would not exist in the page). On every animation frame
 * of every document it looks for the marker; the first frame that finds it visible records
 * performance.now(), which counts from the navigation's start, in window.__benchReady.
 * Every long task of the document is kept in window.__benchLongTasks (start and duration, ms
 * from the navigation's start): the observer is registered before any of the page's scripts.
 */
export function readyScript(marker: ReadyMarker): string {
  return `(() => {
  const marker = ${JSON.stringify(marker)};${MATCHER}
  window.__benchLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        window.__benchLongTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  const tick = () => {
    if (found()) {
      window.__benchReady = { at: performance.now(), path: location.pathname };
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`
}

/**
 * For a page reached by logging in (issue 26: "the first portal page after the first login"):
 * evaluated in the login page once its form is filled, it waits for the next click (the
 * "Log in" press) and then, frame by frame, for `marker`; window.__benchAfterLogin gets the
 * milliseconds from the click to the first frame that shows it, and where the page then is.
 */
export function afterClickScript(marker: ReadyMarker): string {
  return `(() => {
  const marker = ${JSON.stringify(marker)};${MATCHER}
  document.addEventListener('click', () => {
    const clicked = performance.now();
    const tick = () => {
      if (found()) {
        window.__benchAfterLogin = { at: performance.now() - clicked, path: location.pathname };
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, { capture: true, once: true });
})();`
}
