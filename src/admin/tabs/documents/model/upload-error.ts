import { errorStatus, toFormError } from '@/lib/api'

export const TOO_LARGE_MESSAGE =
  'This file is too large for the server to accept. Upload a smaller file, or split it.'

export interface UploadError {
  /** What the file's row says. */
  message: string
  /** Laravel's field errors (422), first message per field, for the fields that show them. */
  fieldErrors: Record<string, string>
}

/**
 * Why an upload failed, in words staff can act on: a 413 (the body was over the host's or the
 * web server's limit, often an HTML page with no message) says the file is too large; a 422
 * names what the host refused (`file`: "must not be greater than 20480 kilobytes"); anything
 * else is the host's message or SPEC §5's fallback ("timeout" for a timeout).
 */
export function uploadError(err: unknown): UploadError {
  if (errorStatus(err) === 413) return { message: TOO_LARGE_MESSAGE, fieldErrors: {} }
  const { fieldErrors, message } = toFormError(err)
  const messages = Object.values(fieldErrors)
  return { message: messages.length > 0 ? messages.join(' ') : (message ?? ''), fieldErrors }
}
