/** STUB: replaced by the feature's real page. */
export function ProfilePage() {
  return <h1>ProfilePage</h1>
}
