export { DEFAULT_TERMS, TERM_KEYS } from './defaults'
export type { TermKey, Terms } from './defaults'
export { term, terminologyFrom } from './terms'
export { useTerm, useTerms } from './use-term'
