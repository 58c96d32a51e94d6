import { describe, expect, it } from 'vitest'
import { fileSource, previewKind } from './document-file'

describe('previewKind', () => {
  it('shows PDFs in a frame and raster images as images', () => {
    expect(previewKind('application/pdf')).toBe('pdf')
    expect(previewKind('image/png')).toBe('image')
    expect(previewKind('IMAGE/JPEG; charset=binary')).toBe('image')
  })

  it('never shows SVG or HTML in place: its blob: URL would run script as the app', () => {
    expect(previewKind('image/svg+xml')).toBe('none')
    expect(previewKind('text/html')).toBe('none')
    expect(previewKind('text/csv')).toBe('none')
  })
})

describe('fileSource', () => {
  it('reads host paths through the API and refuses script addresses', () => {
    expect(fileSource('/storage/documents/1/a.pdf')).toEqual({
      via: 'api',
      path: '/storage/documents/1/a.pdf',
    })
    expect(fileSource('javascript:alert(1)')).toBeNull()
    expect(fileSource('//evil.example/a.pdf')).toBeNull()
  })
})
