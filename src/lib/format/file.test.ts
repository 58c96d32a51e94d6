import { describe, expect, it } from 'vitest'
import { fileDescription, fileKind, fileSize } from './file'

describe('file descriptions', () => {
  it.each([
    ['application/pdf', 'PDF'],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'Word document'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Spreadsheet'],
    ['image/png', 'PNG'],
    ['weird', 'FILE'],
  ])('names %s as %s', (mime, kind) => expect(fileKind(mime)).toBe(kind))

  it.each([
    [1, '1 KB'],
    [549_600, '550 KB'],
    [5_400_000, '5.4 MB'],
  ])('sizes %i bytes as %s', (bytes, text) => expect(fileSize(bytes)).toBe(text))

  it('joins kind and size, or gives the kind alone without a size', () => {
    expect(fileDescription({ mime_type: 'application/pdf', size: 125_000 })).toBe('PDF · 125 KB')
    expect(fileDescription({ mime_type: 'application/pdf', size: 0 })).toBe('PDF')
    expect(fileDescription({ mime_type: 'image/png' })).toBe('PNG')
  })
})
