/** STUB: replaced by the feature's real page. */
export function OpportunityPage() {
  return <h1>OpportunityPage</h1>
}
