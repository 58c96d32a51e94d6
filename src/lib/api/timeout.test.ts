import { AxiosError } from 'axios'
import { describe, expect, it } from 'vitest'
import { isTimeout, TimeoutError } from './timeout'

describe('isTimeout', () => {
  it('recognises our TimeoutError and raw axios timeouts from any adapter', () => {
    expect(isTimeout(new TimeoutError())).toBe(true)
    expect(isTimeout(new AxiosError('timeout of 5000ms exceeded', AxiosError.ETIMEDOUT))).toBe(true)
    expect(isTimeout(new AxiosError('timeout of 5000ms exceeded', AxiosError.ECONNABORTED))).toBe(
      true,
    )
  })

  it('does not mistake a plain abort or other errors for a timeout', () => {
    expect(isTimeout(new AxiosError('Request aborted', AxiosError.ECONNABORTED))).toBe(false)
    expect(isTimeout(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBe(false)
    expect(isTimeout(new Error('timeout'))).toBe(false)
  })
})
