/**
 * The terms' text as /register opens it: a module only ever imported lazily, so the reader
 * (and the wording's HTML view) is its own chunk while the portals import the wording directly.
 */
export { TermsContent as default } from '@/shared/investor-wording'
