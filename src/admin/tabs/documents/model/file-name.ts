/** A document's default name: its file's name without the extension ("Q3 report.pdf" -> "Q3 report"). */
export function nameFromFile(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  const base = dot > 0 ? fileName.slice(0, dot) : fileName
  return base.trim() || fileName
}
