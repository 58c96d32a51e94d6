/**
 * A response the client could not read: a 200 whose body is not the shape the contract
 * promises (an HTML page, `null`, a list where a record belongs…). Thrown by the decoders so the
 * query that asked ends in its error state with a clear message (errors.ts), never a crash
 * further down and never a retry: a host that answered nonsense once will answer it again.
 */
export class DecodeError extends Error {
  override readonly name = 'DecodeError'
  /** What was being read, e.g. "the investor's profile". */
  readonly what: string

  constructor(what: string, problem: string) {
    super(`Could not read ${what}: ${problem}.`)
    this.what = what
  }
}

export const isDecodeError = (err: unknown): err is DecodeError => err instanceof DecodeError
