/** STUB: replaced by the feature's real page. */
export function OpportunitiesPage() {
  return <h1>OpportunitiesPage</h1>
}
