import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFArray, decodePDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { PageOutOfRangeError, stampSignature, type StampInput } from './stamp-signature'

// A valid 1×1 PNG, as the signature pad's canvas would give (much smaller).
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='

async function twoPages() {
  const doc = await PDFDocument.create()
  doc.addPage([595, 842]).drawText('Subscription agreement', { x: 50, y: 780 })
  doc.addPage([595, 842]).drawText('Signature page', { x: 50, y: 780 })
  return doc.save()
}

const typed: StampInput = {
  method: 'typed',
  signerName: 'Alex Morgan',
  image: null,
  page: 2,
  x: 0.7,
  y: 0.85,
  signedOn: '26 Nov 2026',
}

/** The page's drawing instructions, decompressed and joined. */
async function contentOf(bytes: Uint8Array, index: number) {
  const doc = await PDFDocument.load(bytes)
  const page = doc.getPage(index)
  const contents = page.node.Contents()
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : [contents]
  const text = streams
    .map((s) =>
      s instanceof PDFRawStream
        ? new TextDecoder('latin1').decode(decodePDFRawStream(s).decode())
        : '',
    )
    .join('\n')
  return { doc, page, text }
}

const xObjects = (doc: PDFDocument, index: number) => {
  const resources = doc.getPage(index).node.Resources()
  const dict = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict)
  return dict ? dict.keys().map((k) => dict.lookup(k)) : []
}

describe('stampSignature', () => {
  it('writes a typed signature and the "Signed by" line onto the chosen page only', async () => {
    const original = await twoPages()
    const signed = await stampSignature(original, typed)
    const before = await contentOf(original, 1)
    const after = await contentOf(signed, 1)
    expect(after.doc.getPageCount()).toBe(2)
    expect(after.text.length).toBeGreaterThan(before.text.length)
    // Text operators carry the string as hex: look for the line's glyphs that way too.
    const hex = (s: string) =>
      [...s].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()).join('')
    expect(after.text).toContain(hex('Signed by Alex Morgan on 26 Nov 2026'))
    expect(after.text).toContain(hex('Alex Morgan'))
    expect((await contentOf(signed, 0)).text).toBe((await contentOf(original, 0)).text)
  })

  it('embeds a drawn signature as an image on the chosen page', async () => {
    const signed = await stampSignature(await twoPages(), { ...typed, method: 'drawn', image: PNG })
    const doc = await PDFDocument.load(signed)
    expect(doc.getPageCount()).toBe(2)
    const images = xObjects(doc, 1).filter(
      (x) => x instanceof PDFRawStream && x.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    expect(images.length).toBeGreaterThan(0)
    expect(xObjects(doc, 0)).toHaveLength(0)
  })

  it('keeps letters the standard fonts lack as "?" and refuses a page the document lacks', async () => {
    const original = await twoPages()
    await expect(
      stampSignature(original, { ...typed, signerName: 'Zoë Łukasz' }),
    ).resolves.toBeInstanceOf(Uint8Array)
    await expect(stampSignature(original, { ...typed, page: 3 })).rejects.toEqual(
      new PageOutOfRangeError(2),
    )
  })
})
