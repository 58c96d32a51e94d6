import type { components } from '@/lib/api/schema.gen'

export type DocumentRecord = components['schemas']['Document']

/** How the viewer can show a file: a PDF in a frame, an image, or only as a download. */
export type PreviewKind = 'pdf' | 'image' | 'none'

/**
 * Raster image types, shown in an <img>. Never SVG: its blob: URL is of our origin, so opened
 * on its own (the image's "open in new tab") its scripts would run as the app; an SVG is only
 * downloaded, as the host serves it (an attachment).
 */
const IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp'])

export function previewKind(mime: string): PreviewKind {
  const type = mime.toLowerCase().split(';')[0].trim()
  if (type === 'application/pdf') return 'pdf'
  return IMAGES.has(type) ? 'image' : 'none'
}

/**
 * Where the file is and how to reach it. A host-relative `url` (uploads) is read through the
 * app's HTTP client, so the session cookie goes with it and the mock host answers it in mock
 * mode; an absolute http(s) address (a file kept elsewhere) is used as it is; anything else
 * (javascript:, data:) is never used.
 */
export type FileSource = { via: 'api'; path: string } | { via: 'link'; href: string } | null

export function fileSource(url: string | null | undefined): FileSource {
  const value = (url ?? '').trim()
  if (value.startsWith('/') && !value.startsWith('//')) return { via: 'api', path: value }
  try {
    const parsed = new URL(value)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? { via: 'link', href: parsed.href }
      : null
  } catch {
    return null
  }
}
