import styled from 'styled-components'
import { HtmlView } from '@/ui'
import { SettingsFrame } from '../components/settings-frame'
import { SettingsRowGate } from '../terminology/settings-row-gate'
import { isBlank, WordingForm } from './wording-form'

/** Investor › Market Sounding Popup: what investors read before a market sounding's details. */
export function MarketSoundingSettingsPage() {
  return (
    <SettingsFrame
      item="market-sounding"
      description="The text investors read before they see a market sounding, telling them they would become insiders. New soundings start from it; each sounding keeps the text it was sent with."
    >
      <SettingsRowGate what="the market sounding popup">
        {(row) => (
          <WordingForm
            column="market_sounding_description"
            initial={row.market_sounding_description ?? ''}
            label="Popup text"
            hint="Shown under “About market soundings” on the investor’s market sounding page."
            saved="Market sounding popup saved."
            preview={(html) => (
              <StyledPreview>
                <StyledPreviewTitle>About market soundings</StyledPreviewTitle>
                {isBlank(html) ? (
                  <StyledEmpty>No text: investors go straight to the sounding.</StyledEmpty>
                ) : (
                  <HtmlView html={html} />
                )}
              </StyledPreview>
            )}
          />
        )}
      </SettingsRowGate>
    </SettingsFrame>
  )
}

export const StyledPreview = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  overflow-wrap: anywhere;
`

export const StyledPreviewTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

export const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`
