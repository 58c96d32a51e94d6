import { describe, expect, it } from 'vitest'
import { DOCX, extensionOfType, HTML, showsInline, sniffType, SVG, XLSX, ZIP } from './sniff'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  )

describe('sniffType (the bytes, never the name or the claimed type)', () => {
  it('knows the signatures of the accepted types', () => {
    expect(sniffType(bytes('%PDF-1.7\n'), 'a.pdf')).toBe('application/pdf')
    expect(sniffType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png')
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffType(bytes('GIF89a'))).toBe('image/gif')
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp')
    expect(sniffType(bytes([0, 0, 1, 0]))).toBe('image/vnd.microsoft.icon')
  })

  it('takes a zip as the Office file its name says, and only then', () => {
    const zip = bytes('PK', [3, 4], 'rest')
    expect(sniffType(zip, 'a.docx')).toBe(DOCX)
    expect(sniffType(zip, 'a.xlsx')).toBe(XLSX)
    expect(sniffType(zip, 'a.pdf')).toBe(ZIP)
  })

  it('tells CSV from other text, and binary from text by NUL bytes', () => {
    expect(sniffType(bytes('id,name\n1,Ada\n'), 'a.csv')).toBe('text/csv')
    expect(sniffType(bytes('id,name\n1,Ada\n'), 'a.txt')).toBe('text/plain')
    expect(sniffType(bytes('id,name', [0], '1'), 'a.csv')).toBe('application/octet-stream')
  })

  it('finds HTML and SVG whatever they are named', () => {
    expect(sniffType(bytes('<html><script>x()</script>'), 'statement.pdf')).toBe(HTML)
    expect(sniffType(bytes([0xef, 0xbb, 0xbf], '  <!DOCTYPE html>'), 'a.csv')).toBe(HTML)
    expect(sniffType(bytes('\n<SCRIPT>alert(1)</SCRIPT>'), 'a.csv')).toBe(HTML)
    expect(sniffType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.png')).toBe(SVG)
    expect(sniffType(bytes('<?xml version="1.0"?>\n<svg onload="x()">'), 'a.png')).toBe(SVG)
    // A CSV whose first cell merely starts with "<a" letters is not a page.
    expect(sniffType(bytes('<abc>,1\n'), 'a.csv')).toBe('text/csv')
  })

  it('maps types to the extension Laravel guesses, and shows only PDFs and rasters inline', () => {
    expect(extensionOfType('image/jpeg')).toBe('jpg')
    expect(extensionOfType(HTML)).toBe('html')
    expect(showsInline('application/pdf')).toBe(true)
    expect(showsInline('image/png')).toBe(true)
    expect(showsInline(SVG)).toBe(false)
    expect(showsInline(HTML)).toBe(false)
    expect(showsInline('text/csv')).toBe(false)
  })
})
