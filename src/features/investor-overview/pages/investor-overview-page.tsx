/** STUB: replaced by the feature's real page. */
export function InvestorOverviewPage() {
  return <h1>InvestorOverviewPage</h1>
}
