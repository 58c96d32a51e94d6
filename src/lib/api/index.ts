export { createHttp, csrfCookie, http, setUnauthorisedHandler, CSRF_COOKIE_PATH } from './http'
export type { HttpOptions } from './http'
export { REQUEST_TIMEOUT_MS, TimeoutError, isTimeout } from './timeout'
export { LOGOUT_PATH, redirectToLogout } from './unauthorised'
export {
  LocalFormError,
  toFormError,
  errorStatus,
  SUBMIT_FALLBACK_MESSAGE,
  TIMEOUT_MESSAGE,
} from './errors'
export {
  failureMessage,
  hostMessage,
  queryErrorMessage,
  UNREADABLE_MESSAGE,
} from './error-messages'
export type { FormError } from './errors'
export { buildQuery, parseListQuery, withQuery } from './query-string'
export type { ListQuery, FilterValue, FilterScalar } from './query-string'
export { rejectedQuery } from './rejected-query'
export type { QueryPart, RejectedQuery } from './rejected-query'
export {
  DecodeError,
  decodeList,
  decodeMessage,
  decodeOptionalRecord,
  decodePage,
  decodeRecord,
  isDecodeError,
  isObject,
  personName,
  personNameParts,
} from './decode'
export type { JsonObject, Page, PersonLike } from './decode'
export { postWithProgress, UPLOAD_TIMEOUT_MS } from './upload'
export { ASKED_BEFORE_SIGN_IN, signInOptions } from './early-reads'
export { EARLY_PAGE_READS, readPageData, takeEarlyPageRead } from './early-page-reads'
