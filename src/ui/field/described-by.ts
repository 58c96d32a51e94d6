/** Ids for a control's hint and error, and the aria-describedby that links them (error first). */
export function describedBy(baseId: string, hint: unknown, error: unknown) {
  const hintId = hint ? `${baseId}-hint` : undefined
  const errorId = error ? `${baseId}-error` : undefined
  return { hintId, errorId, describedBy: [errorId, hintId].filter(Boolean).join(' ') || undefined }
}
