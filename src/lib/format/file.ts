/** What a person calls a file of this MIME type: "PDF", "Word document", "PNG". */
export function fileKind(mimeType: string): string {
  const type = mimeType.toLowerCase()
  if (type === 'application/pdf') return 'PDF'
  if (type.includes('wordprocessingml')) return 'Word document'
  if (type.includes('spreadsheetml')) return 'Spreadsheet'
  return (type.split('/')[1] ?? 'File').toUpperCase()
}

/** A file size in decimal units, as file managers show it: "550 KB", "5.4 MB" (never "0 KB"). */
export function fileSize(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`
}

/** "PDF · 5.4 MB", or the kind alone when the size is unknown. */
export function fileDescription(file: { mime_type: string; size?: number | null }): string {
  const kind = fileKind(file.mime_type)
  return file.size ? `${kind} · ${fileSize(file.size)}` : kind
}
