export { debounce, debounce500, debounce3000, DEBOUNCE_MS, LONG_DEBOUNCE_MS } from './debounce'
export type { Debounced } from './debounce'
export { useDebouncedCallback } from './use-debounced-callback'
