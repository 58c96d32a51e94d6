/** STUB (owned by the appropriateness feature). */
export function AppropriatenessPanel() {
  return null
}
