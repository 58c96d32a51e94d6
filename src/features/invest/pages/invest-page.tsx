/** STUB: replaced by the feature's real page. */
export function InvestPage() {
  return <h1>InvestPage</h1>
}
