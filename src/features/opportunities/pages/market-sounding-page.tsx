/** STUB: replaced by the feature's real page. */
export function MarketSoundingPage() {
  return <h1>MarketSoundingPage</h1>
}
