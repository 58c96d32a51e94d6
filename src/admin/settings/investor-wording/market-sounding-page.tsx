import { MutedText } from '../components/muted-text'
import { WordingPage } from './wording-page'

/** Investor › Market Sounding Popup: what investors read before a market sounding's details. */
export function MarketSoundingSettingsPage() {
  return (
    <WordingPage
      item="market-sounding"
      description="The text investors read before they see a market sounding, telling them they would become insiders. New soundings start from it; each sounding keeps the text it was sent with."
      what="the market sounding popup"
      column="market_sounding_description"
      label="Popup text"
      hint="Shown under “About market soundings” on the investor’s market sounding page."
      saved="Market sounding popup saved."
      previewTitle="About market soundings"
      blankPreview={<MutedText>No text: investors go straight to the sounding.</MutedText>}
    />
  )
}
