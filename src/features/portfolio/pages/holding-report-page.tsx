/** STUB: replaced by the feature's real page. */
export function HoldingReportPage() {
  return <h1>HoldingReportPage</h1>
}
