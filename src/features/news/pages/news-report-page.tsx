/** STUB: replaced by the feature's real page. */
export function NewsReportPage() {
  return <h1>NewsReportPage</h1>
}
