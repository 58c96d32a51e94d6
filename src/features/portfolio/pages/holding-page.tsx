/** STUB: replaced by the feature's real page. */
export function HoldingPage() {
  return <h1>HoldingPage</h1>
}
