/** STUB: replaced by the feature's real page. */
export function InvestorTypePage() {
  return <h1>InvestorTypePage</h1>
}
