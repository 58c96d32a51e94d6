/**
 * A Laravel boolean as hosts send it: a column cast or not (1, true), a string from a form or
 * a query ('1', 'true'). Anything else, missing included, is false. Its own module, not the
 * api's: the mock host and the seed worker read flags too, without the http client.
 */
export const isLaravelTrue = (v: unknown): boolean =>
  v === 1 || v === true || v === '1' || v === 'true'
