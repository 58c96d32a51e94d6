/** STUB (owned by the appropriateness feature). */
export function CategorisationPanel() {
  return null
}
