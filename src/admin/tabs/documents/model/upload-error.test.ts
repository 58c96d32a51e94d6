import { AxiosError, AxiosHeaders } from 'axios'
import { describe, expect, it } from 'vitest'
import { nameFromFile } from './file-name'
import { TOO_LARGE_MESSAGE, uploadError } from './upload-error'

const answered = (status: number, data: unknown) =>
  new AxiosError('failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    statusText: '',
    data,
    headers: {},
    config: { headers: new AxiosHeaders() },
  })

describe('uploadError', () => {
  it('says a 413 is a file too large, whatever the body', () => {
    expect(uploadError(answered(413, '<html>413 Request Entity Too Large</html>'))).toEqual({
      message: TOO_LARGE_MESSAGE,
      fieldErrors: {},
    })
  })

  it('names what a 422 refused, field by field', () => {
    const err = answered(422, {
      message: 'The given data was invalid.',
      errors: { file: ['The file must not be greater than 20480 kilobytes.'] },
    })
    expect(uploadError(err)).toEqual({
      message: 'The file must not be greater than 20480 kilobytes.',
      fieldErrors: { file: 'The file must not be greater than 20480 kilobytes.' },
    })
  })

  it('falls back to the host’s message, then to SPEC §5’s', () => {
    expect(uploadError(answered(403, { message: 'This action is unauthorized.' })).message).toBe(
      'This action is unauthorized.',
    )
    expect(uploadError(answered(500, '')).message).toBe('Something went wrong submitting.')
  })
})

describe('nameFromFile', () => {
  it.each([
    ['Q3 report.pdf', 'Q3 report'],
    ['archive.tar.gz', 'archive.tar'],
    ['.env', '.env'],
    ['README', 'README'],
  ])('names %s as %s', (file, name) => expect(nameFromFile(file)).toBe(name))
})
