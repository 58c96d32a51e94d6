/** STUB: replaced by the feature's real page. */
export function DocumentViewerPage() {
  return <h1>DocumentViewerPage</h1>
}
