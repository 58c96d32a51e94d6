/** STUB: replaced by the feature's real page. */
export function PortfolioPage() {
  return <h1>PortfolioPage</h1>
}
