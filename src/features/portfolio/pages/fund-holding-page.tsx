/** STUB: replaced by the feature's real page. */
export function FundHoldingPage() {
  return <h1>FundHoldingPage</h1>
}
