import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { describe, expect, it } from 'vitest'
import { rejectedQuery } from './rejected-query'

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() }
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config }
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    {},
    response,
  )
}

describe('rejectedQuery', () => {
  it("reads spatie's unknown filter, sort and include answers", () => {
    expect(
      rejectedQuery(
        httpError(400, {
          message:
            'Requested filter(s) `search` are not allowed. Allowed filter(s) are `id, name`.',
        }),
      ),
    ).toEqual({ part: 'filter', names: ['search'] })
    expect(
      rejectedQuery(
        httpError(400, {
          message: 'Requested sort(s) `amount_sought` is not allowed. Allowed sort(s) are `id`.',
        }),
      ),
    ).toEqual({ part: 'sort', names: ['amount_sought'] })
    expect(
      rejectedQuery(
        httpError(400, {
          message:
            'Requested include(s) `leadStatus, owner` are not allowed. There are no allowed includes.',
        }),
      ),
    ).toEqual({ part: 'include', names: ['leadStatus', 'owner'] })
  })

  it("reads the `type=` refusal, worded as spatie's", () => {
    expect(
      rejectedQuery(
        httpError(400, {
          message: 'Requested type `vip` is not allowed. Allowed type(s) are `investor, staff`.',
        }),
      ),
    ).toEqual({ part: 'type', names: ['vip'] })
  })

  it('is null for any other failure', () => {
    expect(rejectedQuery(httpError(400, { message: 'Bad request' }))).toBeNull()
    expect(rejectedQuery(httpError(400, '<html>'))).toBeNull()
    expect(
      rejectedQuery(httpError(500, { message: 'Requested filter(s) `search` are not allowed.' })),
    ).toBeNull()
    expect(rejectedQuery(new Error('Requested filter(s) `search` are not allowed.'))).toBeNull()
  })
})
