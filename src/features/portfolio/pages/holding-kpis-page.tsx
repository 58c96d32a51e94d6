/** STUB: replaced by the feature's real page. */
export function HoldingKpisPage() {
  return <h1>HoldingKpisPage</h1>
}
