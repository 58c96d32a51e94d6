/** STUB: replaced by the feature's real page. */
export function FundReportPage() {
  return <h1>FundReportPage</h1>
}
