import { HttpResponse } from 'msw'
import type { Dialect, MockHost } from '../http/host'
import { hostState } from '../http/host'
import { json } from '../http/responses'
import { stockBody } from './stock-body'

export { stockBody } from './stock-body'

/** Filters a stock host's controllers do not declare (spatie answers 400 for them). */
const STOCK_UNKNOWN_FILTERS: readonly string[] = ['search']

export const dialectOf = (host: MockHost): Dialect => hostState(host).dialect

/** The filters a family allows in the host's dialect: no `search` on a stock host. */
export function filtersInDialect(host: MockHost, allowed: string[]): string[] {
  if (dialectOf(host) !== 'stock') return allowed
  return allowed.filter((f) => !STOCK_UNKNOWN_FILTERS.includes(f))
}

/**
 * The handler's answer in the host's dialect. The engine and handlers always answer the
 * contract; the other dialect is one rewrite of their successful JSON bodies here, so no
 * handler has to know dialects exist. Errors are the same in both (Laravel's own).
 */
export async function answerInDialect(dialect: Dialect, response: Response): Promise<Response> {
  if (dialect === 'contract') return response
  const type = response.headers.get('Content-Type') ?? ''
  if (response.status < 200 || response.status >= 300 || !type.includes('json')) return response
  const text = await response.text()
  if (text === '')
    return new HttpResponse(null, { status: response.status, headers: response.headers })
  return json(stockBody(JSON.parse(text)), response.status, response.headers)
}
