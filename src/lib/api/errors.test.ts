import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { describe, expect, it } from 'vitest'
import { failureMessage, hostMessage } from './error-messages'
import { errorStatus, LocalFormError, SUBMIT_FALLBACK_MESSAGE, toFormError } from './errors'
import { TimeoutError } from './timeout'

/** An AxiosError as the instance rejects with it for an HTTP error answer. */
function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() }
  const response: AxiosResponse = { status, statusText: '', data, headers: {}, config }
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  )
}

describe('toFormError', () => {
  it('shows a refusal made in the browser on its field, or as the form message', () => {
    expect(toFormError(new LocalFormError('This document has 1 page.', 'page'))).toEqual({
      fieldErrors: { page: 'This document has 1 page.' },
      message: null,
      status: null,
    })
    expect(toFormError(new LocalFormError('No file to sign.'))).toEqual({
      fieldErrors: {},
      message: 'No file to sign.',
      status: null,
    })
  })

  it('attaches the first message of each field from a 422, dot keys kept', () => {
    const err = httpError(422, {
      message: 'The email field is required. (and 2 more errors)',
      errors: {
        email: ['The email field is required.', 'The email field must be a valid email address.'],
        'items.0.qty': ['The items.0.qty field is required.'],
      },
    })
    expect(toFormError(err)).toEqual({
      fieldErrors: {
        email: 'The email field is required.',
        'items.0.qty': 'The items.0.qty field is required.',
      },
      message: null,
      status: 422,
    })
  })

  it('also attaches errors from a non-422 answer of the validation shape (login lockout 429)', () => {
    const err = httpError(429, {
      message: 'Too many login attempts. Please try again in 60 seconds.',
      errors: { email: ['Too many login attempts. Please try again in 60 seconds.'] },
    })
    expect(toFormError(err)).toMatchObject({
      fieldErrors: { email: expect.any(String) },
      message: null,
      status: 429,
    })
  })

  it('shows the server message when there are no field errors', () => {
    expect(toFormError(httpError(500, { message: 'Server Error' }))).toEqual({
      fieldErrors: {},
      message: 'Server Error',
      status: 500,
    })
    expect(
      toFormError(httpError(422, { message: 'The given data was invalid.', errors: {} })),
    ).toEqual({
      fieldErrors: {},
      message: 'The given data was invalid.',
      status: 422,
    })
  })

  it.each([
    ['no body', ''],
    ['an empty message', { message: '  ' }],
    ['a non-string message', { message: { nested: true } }],
    ['an HTML error page', '<html>Bad Gateway</html>'],
  ])('falls back to the generic text for %s', (_label, data) => {
    expect(toFormError(httpError(502, data))).toEqual({
      fieldErrors: {},
      message: 'Something went wrong submitting.',
      status: 502,
    })
  })

  it('falls back to the generic text for a network error (no response)', () => {
    const err = new AxiosError('Network Error', AxiosError.ERR_NETWORK)
    expect(toFormError(err)).toEqual({
      fieldErrors: {},
      message: 'Something went wrong submitting.',
      status: null,
    })
    expect(toFormError(new Error('boom')).message).toBe('Something went wrong submitting.')
  })

  it('reports a timeout as "timeout"', () => {
    const raw = new AxiosError('timeout of 5000ms exceeded', AxiosError.ETIMEDOUT)
    expect(toFormError(new TimeoutError(raw))).toEqual({
      fieldErrors: {},
      message: 'timeout',
      status: null,
    })
    expect(toFormError(raw).message).toBe('timeout')
  })
})

describe('errorStatus', () => {
  it('is the response status, or null without a response', () => {
    expect(errorStatus(httpError(403, { message: 'This action is unauthorized.' }))).toBe(403)
    expect(errorStatus(new AxiosError('Network Error', AxiosError.ERR_NETWORK))).toBeNull()
    expect(errorStatus(new TimeoutError())).toBeNull()
    expect(errorStatus('nope')).toBeNull()
  })
})

describe('hostMessage / failureMessage (writes shown in a toast or a dialog)', () => {
  it("gives a 403's own reason, not a generic text", () => {
    const err = httpError(403, { message: 'The appropriateness test is not enabled.' })
    expect(hostMessage(err)).toBe('The appropriateness test is not enabled.')
    expect(failureMessage(err, 'Could not save.')).toBe('The appropriateness test is not enabled.')
  })

  it("gives a 422's summary, or its first field message when the summary is missing", () => {
    expect(
      hostMessage(
        httpError(422, {
          message: 'The name field is required.',
          errors: { name: ['The name field is required.'] },
        }),
      ),
    ).toBe('The name field is required.')
    expect(
      hostMessage(httpError(422, { errors: { order: ['The order field is invalid.'] } })),
    ).toBe('The order field is invalid.')
  })

  it('falls back when the host said nothing usable; a timeout reads "timeout"', () => {
    expect(hostMessage(httpError(500, '<html>'))).toBeNull()
    expect(hostMessage(httpError(403, { message: '  ' }))).toBeNull()
    expect(failureMessage(httpError(500, null))).toBe(SUBMIT_FALLBACK_MESSAGE)
    expect(failureMessage(new TimeoutError())).toBe('timeout')
    expect(failureMessage(new LocalFormError('No file to sign.'))).toBe('No file to sign.')
  })
})
