import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'

/**
 * Loaded only by the sign-pdf page, and then only when staff press "Sign and save": pdf-lib is
 * large and no other screen needs it (import this module with `import()`).
 */
export interface StampInput {
  method: 'typed' | 'drawn'
  signerName: string
  /** The drawn signature, a PNG data URL; ignored for a typed one. */
  image: string | null
  /** 1-based page number. */
  page: number
  /** Where the signature's centre sits: fractions of the page from its top left. */
  x: number
  y: number
  /** Already formatted for the reader, e.g. "26 Nov 2026". */
  signedOn: string
}

/** The page asked for is not in the document; `pages` says how many there are. */
export class PageOutOfRangeError extends RangeError {
  constructor(readonly pages: number) {
    super(`This document has ${pages} page${pages === 1 ? '' : 's'}.`)
  }
}

const MAX_WIDTH = 180
const MAX_HEIGHT = 60
const TYPED_SIZE = 26
const LINE_SIZE = 8
const GAP = 3
const INK = rgb(0.05, 0.1, 0.35)

/** The standard fonts speak WinAnsi only; a letter outside it is printed as "?" rather than failing. */
function printable(font: PDFFont, text: string): string {
  return [...text]
    .map((ch) => {
      try {
        font.encodeText(ch)
        return ch
      } catch {
        return '?'
      }
    })
    .join('')
}

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi))

/**
 * Returns a copy of `pdf` with the signature (the typed name in a script-like italic, or the
 * drawn image) centred where staff placed it on the chosen page, and a small "Signed by … on …"
 * line beneath it. The other pages and the page count are unchanged.
 */
export async function stampSignature(
  pdf: ArrayBuffer | Uint8Array,
  input: StampInput,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf)
  const pages = doc.getPageCount()
  if (!Number.isInteger(input.page) || input.page < 1 || input.page > pages)
    throw new PageOutOfRangeError(pages)
  const page = doc.getPage(input.page - 1)
  const { width, height } = page.getSize()

  const small = await doc.embedFont(StandardFonts.Helvetica)
  const line = printable(small, `Signed by ${input.signerName} on ${input.signedOn}`)
  const lineWidth = small.widthOfTextAtSize(line, LINE_SIZE)

  // The signature's box, scaled to fit; drawn before we know where it goes.
  let draw: (left: number, bottom: number) => void
  let boxWidth: number
  let boxHeight: number
  if (input.method === 'drawn' && input.image) {
    const png = await doc.embedPng(input.image)
    const scale = Math.min(MAX_WIDTH / png.width, MAX_HEIGHT / png.height, 1)
    boxWidth = png.width * scale
    boxHeight = png.height * scale
    draw = (left, bottom) =>
      page.drawImage(png, { x: left, y: bottom, width: boxWidth, height: boxHeight })
  } else {
    const script = await doc.embedFont(StandardFonts.TimesRomanItalic)
    const name = printable(script, input.signerName)
    const natural = script.widthOfTextAtSize(name, TYPED_SIZE)
    const size = natural > MAX_WIDTH ? (TYPED_SIZE * MAX_WIDTH) / natural : TYPED_SIZE
    boxWidth = script.widthOfTextAtSize(name, size)
    boxHeight = script.heightAtSize(size)
    draw = (left, bottom) =>
      page.drawText(name, { x: left, y: bottom, size, font: script, color: INK })
  }

  // PDF space runs up from the bottom left; the placement runs down from the top left. The
  // whole stamp (signature and line) is kept on the page even when placed at its edge.
  const stampWidth = Math.max(boxWidth, lineWidth)
  const stampHeight = boxHeight + GAP + LINE_SIZE
  const centreX = clamp(input.x * width, stampWidth / 2, width - stampWidth / 2)
  const top = clamp((1 - input.y) * height + boxHeight / 2, stampHeight, height)
  const bottom = top - boxHeight
  draw(centreX - boxWidth / 2, bottom)
  page.drawText(line, {
    x: centreX - lineWidth / 2,
    y: bottom - GAP - LINE_SIZE,
    size: LINE_SIZE,
    font: small,
    color: rgb(0.25, 0.25, 0.25),
  })
  return doc.save()
}
