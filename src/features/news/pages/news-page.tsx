/** STUB: replaced by the feature's real page. */
export function NewsPage() {
  return <h1>NewsPage</h1>
}
