/** A small PDF as a browser's file input hands it over. */
export const pdfFile = (name: string, text = '%PDF-1.4 test') =>
  new File([text], name, { type: 'application/pdf' })

/** A 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'

/** A small PNG as a browser's file input hands it over. */
export const pngFile = (name: string) =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], name, {
    type: 'image/png',
  })
